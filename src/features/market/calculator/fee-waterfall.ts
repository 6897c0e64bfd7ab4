/**
 * The fee waterfall of a rig, per day and per month (docs/calculator.md,
 * "Fees, prices and the next 12 months"): gross revenue, minus the
 * marketplace seller fee, minus the withdrawal fee, minus electricity, is the
 * net. Each step is held in satoshi and in each fiat's minor unit (cents),
 * signed (deductions negative), and the net is the sum of the steps as
 * rounded, so the column shown adds up to the net shown.
 *
 * The withdrawal fee is charged per payout: one withdrawal a month of what the
 * month earned after the seller fee, at that amount's tier of `fee/info`'s
 * `withdrawal` entry for the chosen wallet (BITGO on-chain, LIGHTNING). The
 * day carries a 30th of the month's fee (amortised), rounded to the satoshi.
 */
import type { FeeInfo } from '../../../config/api/reference';
import { PERIOD_DAYS } from './earnings';

export const SATOSHI_PER_BTC = 100_000_000;
export type WithdrawalMethod = 'onchain' | 'lightning';
export const WITHDRAWAL_METHODS: readonly WithdrawalMethod[] = ['onchain', 'lightning'];
/** The wallet each method is called in fee/info. */
export const WITHDRAWAL_WALLET: Record<WithdrawalMethod, string> = { onchain: 'BITGO', lightning: 'LIGHTNING' };

type WalletFees = FeeInfo['withdrawal'];
type Element = WalletFees[string]['rules'][string]['intervals'][number]['element'];

function part(amountBtc: number, value: number | null, type: string | null): number {
  if (value === null || type === null) return 0;
  return type === 'PERCENTAGE' ? amountBtc * value : value;
}

/** The fee element of the tier `amountBtc` falls in, or null when fee/info has no BTC rule for the method. */
export function withdrawalTier(fees: WalletFees | undefined, method: WithdrawalMethod, amountBtc: number): Element | null {
  const rule = fees?.[WITHDRAWAL_WALLET[method]]?.rules.BTC;
  const tier = rule?.intervals.find((t) => amountBtc >= t.start && (t.end === null || amountBtc < t.end)) ?? rule?.intervals[0];
  return tier?.element ?? null;
}

/** The fee of one BTC withdrawal of `amountBtc`: a percentage and/or an amount (both parts added); null when unknown. */
export function withdrawalFeeBtc(fees: WalletFees | undefined, method: WithdrawalMethod, amountBtc: number): number | null {
  if (!(amountBtc > 0)) return 0;
  const element = withdrawalTier(fees, method, amountBtc);
  if (!element) return null;
  return part(amountBtc, element.value, element.type) + part(amountBtc, element.sndValue, element.sndType);
}

export interface WaterfallInput {
  /** Gross revenue of the rig, BTC per day. */
  revenueBtc: number;
  /** Energy the rig draws, kWh per day. */
  kwh: number;
  /** Seller fee as a fraction; 0 when not deducted. */
  sellerFee: number;
  /** The fee of one withdrawal of an amount in BTC (withdrawalFeeBtc with the method bound); null when unknown. */
  withdrawalFee: (amountBtc: number) => number | null;
  kwhPrice: number;
  /** The currency the kWh price is in. */
  kwhCurrency: string;
  /** Fiat per BTC by currency; 0 or missing when unknown. */
  rates: Readonly<Record<string, number>>;
  /** Minor-unit digits per currency (2 for USD and EUR). */
  decimals: Readonly<Record<string, number>>;
}

export type StepKey = 'gross' | 'sellerFee' | 'withdrawalFee' | 'electricity' | 'net';
export const STEP_KEYS: readonly StepKey[] = ['gross', 'sellerFee', 'withdrawalFee', 'electricity', 'net'];

export interface Step {
  key: StepKey;
  /** Satoshi, signed; null when it needs a BTC rate that is not known (electricity, then net). */
  sat: number | null;
  /** Minor units per currency, signed; null without that currency's rate. */
  minor: Record<string, number | null>;
}

export interface Waterfall {
  days: number;
  steps: Step[];
  /** The withdrawal this column is about: its amount and fee in BTC (one a month; the day's share is a 30th). */
  withdrawal: { amountBtc: number; feeBtc: number | null };
  kwh: number;
}

const rounded = (value: number): number => Math.round(value) || 0;

/** The waterfall over `days` (1 or 30); the month's withdrawal is the one the day's share comes from. */
export function feeWaterfall(input: WaterfallInput, days: number): Waterfall {
  const month = PERIOD_DAYS.month;
  const currencies = Object.keys(input.decimals);
  const kwhRate = input.rates[input.kwhCurrency] ?? 0;
  const grossSat = rounded(input.revenueBtc * days * SATOSHI_PER_BTC);
  const sellerSat = rounded(grossSat * Math.max(0, input.sellerFee));
  const monthAfterSeller = input.revenueBtc * month * (1 - Math.max(0, input.sellerFee));
  const monthFee = input.withdrawalFee(monthAfterSeller);
  const withdrawalSat = monthFee === null ? 0 : rounded((monthFee * SATOSHI_PER_BTC * days) / month);
  const kwh = input.kwh * days;
  const electricityKwhCur = kwh * Math.max(0, input.kwhPrice);
  const electricitySat = kwhRate > 0 ? rounded((electricityKwhCur / kwhRate) * SATOSHI_PER_BTC) : null;

  const fiatOf = (sat: number, currency: string): number | null => {
    const rate = input.rates[currency] ?? 0;
    return rate > 0 ? rounded((sat / SATOSHI_PER_BTC) * rate * 10 ** input.decimals[currency]!) : null;
  };
  const electricityOf = (currency: string): number | null => {
    const scale = 10 ** input.decimals[currency]!;
    if (currency === input.kwhCurrency) return rounded(electricityKwhCur * scale);
    const rate = input.rates[currency] ?? 0;
    return rate > 0 && kwhRate > 0 ? rounded(((electricityKwhCur * rate) / kwhRate) * scale) : null;
  };
  const step = (key: StepKey, sat: number | null, minor: (currency: string) => number | null): Step => ({
    key,
    sat,
    minor: Object.fromEntries(currencies.map((c) => [c, minor(c)])),
  });
  const steps = [
    step('gross', grossSat, (c) => fiatOf(grossSat, c)),
    step('sellerFee', -sellerSat, (c) => fiatOf(-sellerSat, c)),
    step('withdrawalFee', -withdrawalSat, (c) => fiatOf(-withdrawalSat, c)),
    step('electricity', electricitySat === null ? null : -electricitySat, (c) => {
      const value = electricityOf(c);
      return value === null ? null : -value;
    }),
  ];
  const sum = (values: Array<number | null>): number | null => (values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + v!, 0));
  steps.push(step('net', sum(steps.map((s) => s.sat)), (c) => sum(steps.map((s) => s.minor[c]!))));
  return { days, steps, withdrawal: { amountBtc: monthAfterSeller, feeBtc: monthFee }, kwh };
}

/** The net of a waterfall before electricity, BTC per day, unrounded (for the break-evens). */
export function netBeforeElectricityBtc(input: WaterfallInput): number | null {
  const month = PERIOD_DAYS.month;
  const afterSeller = input.revenueBtc * (1 - Math.max(0, input.sellerFee));
  const fee = input.withdrawalFee(afterSeller * month);
  return fee === null ? null : afterSeller - fee / month;
}
