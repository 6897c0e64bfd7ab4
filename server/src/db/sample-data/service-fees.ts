/**
 * Sample service fee structure (not an offer), served whole by
 * main/api/v2/public/service/fee/info. Shape per api-facts: wallet fees keyed
 * by wallet then coin, each a list of amount intervals (in the coin; the last
 * open-ended); platform fees as intervals of 30-day volume in BTC. Values are
 * fractions for PERCENTAGE (0.005 = 0.5 %) and coin amounts for ABSOLUTE.
 */
import { SAMPLE_CURRENCIES } from './currencies.js';

export interface FeeElement {
  value: number;
  type: 'PERCENTAGE' | 'ABSOLUTE';
  sndValue: number | null;
  sndType: 'PERCENTAGE' | 'ABSOLUTE' | null;
}
export interface FeeInterval {
  start: number;
  end: number | null;
  element: FeeElement;
}
interface CoinRules {
  coin: string;
  intervals: FeeInterval[];
}
type WalletFees = Record<string, { rules: Record<string, CoinRules> }>;

function el(value: number, type: FeeElement['type'], snd?: [number, FeeElement['type']]): FeeElement {
  return { value, type, sndValue: snd?.[0] ?? null, sndType: snd?.[1] ?? null };
}

function tiers(...parts: Array<[start: number, element: FeeElement]>): FeeInterval[] {
  return parts.map(([start, element], i) => ({ start, end: parts[i + 1]?.[0] ?? null, element }));
}

/** Flat network fee per withdrawal, in the coin (about one to three dollars). */
const WITHDRAWAL_FEE: Record<string, number> = {
  BTC: 0.00005,
  ETH: 0.0012,
  LTC: 0.001,
  BCH: 0.0005,
  DOGE: 5,
  ZEC: 0.002,
  RVN: 1,
  XRP: 0.25,
  USDT: 5,
  USDC: 5,
  SOL: 0.005,
  ADA: 1,
  DOT: 0.2,
  TRX: 2,
  XMR: 0.0004,
  ETC: 0.01,
  KAS: 0.5,
  EUR: 1.5,
};
/** Smallest withdrawal when closing an account, in the coin. */
const CLOSING_MINIMUM: Record<string, number> = {
  BTC: 0.001,
  ETH: 0.01,
  LTC: 0.05,
  BCH: 0.01,
  DOGE: 50,
  ZEC: 0.05,
  RVN: 500,
  XRP: 10,
  USDT: 20,
  USDC: 20,
  SOL: 0.1,
  ADA: 20,
  DOT: 2,
  TRX: 50,
  XMR: 0.02,
  ETC: 0.5,
  KAS: 100,
  EUR: 10,
};

function withdrawalIntervals(wallet: string, coin: string, closing: boolean): FeeInterval[] {
  const start = closing ? (CLOSING_MINIMUM[coin] ?? 0) : 0;
  const fee = WITHDRAWAL_FEE[coin] ?? 0;
  if (wallet === 'LIGHTNING') return tiers([start, el(0.001, 'PERCENTAGE', [0.000001, 'ABSOLUTE'])]);
  // Large BTC withdrawals share the network fee of a batched transaction.
  if (coin === 'BTC') return tiers([start, el(fee * 2, 'ABSOLUTE')], [Math.max(start, 0.01), el(fee, 'ABSOLUTE')]);
  return tiers([start, el(fee, 'ABSOLUTE')]);
}

function walletFees(build: (wallet: string, coin: string) => FeeInterval[]): WalletFees {
  const out: WalletFees = {};
  for (const currency of SAMPLE_CURRENCIES) {
    for (const wallet of currency.wallets) {
      out[wallet] ??= { rules: {} };
      out[wallet].rules[currency.symbol] = { coin: currency.symbol, intervals: build(wallet, currency.symbol) };
    }
  }
  return out;
}

export const SAMPLE_SERVICE_FEE_INFO = {
  deposit: walletFees(() => tiers([0, el(0, 'PERCENTAGE')])),
  withdrawal: walletFees((wallet, coin) => withdrawalIntervals(wallet, coin, false)),
  closing_withdrawal: walletFees((wallet, coin) => withdrawalIntervals(wallet, coin, true)),
  exchangeTaker: {
    coin: null,
    intervals: tiers([0, el(0.005, 'PERCENTAGE')], [10, el(0.004, 'PERCENTAGE')], [50, el(0.003, 'PERCENTAGE')], [200, el(0.002, 'PERCENTAGE')]),
  },
  exchangeMaker: {
    coin: null,
    intervals: tiers([0, el(0.002, 'PERCENTAGE')], [10, el(0.0015, 'PERCENTAGE')], [50, el(0.001, 'PERCENTAGE')], [200, el(0, 'PERCENTAGE')]),
  },
  buyingNonRefundableFee: { coin: null, intervals: tiers([0, el(0.00001, 'ABSOLUTE')]) },
  buyingSpentFee: { coin: null, intervals: tiers([0, el(0.03, 'PERCENTAGE')], [100, el(0.025, 'PERCENTAGE')], [1000, el(0.02, 'PERCENTAGE')]) },
  sellFee: { coin: null, intervals: tiers([0, el(0.02, 'PERCENTAGE')], [10, el(0.015, 'PERCENTAGE')], [100, el(0.01, 'PERCENTAGE')]) },
  adminServiceFee: {
    fees: [
      { task: 'TWO_FA_RESET', description: 'Manual reset of two-factor authentication', pricePercent: 0, minPriceUSD: 25 },
      { task: 'ACCOUNT_RECOVERY', description: 'Recovery of an account without access to its e-mail', pricePercent: 0.01, minPriceUSD: 50 },
      { task: 'WRONG_DEPOSIT_RECOVERY', description: 'Recovery of a deposit sent on an unsupported network', pricePercent: 0.1, minPriceUSD: 100 },
      { task: 'INACTIVITY', description: 'Monthly fee on accounts inactive for over a year', pricePercent: 0, minPriceUSD: 5 },
    ],
  },
};
