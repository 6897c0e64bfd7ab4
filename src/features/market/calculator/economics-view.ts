/**
 * Everything the fees-and-horizons section shows, as the integers it shows
 * (figures): the section, its CSV and its tests read this one object, so
 * they cannot disagree. Pure; the page hands in the rig, prices and rates.
 */
import type { FeeInfo } from '../../../config/api/reference';
import { ECONOMICS } from '../../../config/limits';
import type { BacktestRig } from './backtest-rig';
import { priceFigure, type EconomicsTables, type Figure } from './economics-csv';
import { averagePrice, breakEvens, rigKwhPerDay, rigRevenueBtc, scenario, type PricePoint, type ScenarioAssumptions } from './economics';
import { feeWaterfall, SATOSHI_PER_BTC, withdrawalFeeBtc, type WaterfallInput, type WithdrawalMethod } from './fee-waterfall';
import { PERIOD_DAYS } from './earnings';

/** The spans of the price table: spot, then each average by its hours. */
export const SPOT = 'spot';
export const PRICE_SPANS: readonly string[] = [SPOT, ...ECONOMICS.averageHours.map((h) => (h % 24 === 0 && h > 24 ? `${h / 24}d` : `${h}h`))];

/** Digits shown: a kWh price to 4 decimals, payback to a tenth of a day. */
export const SHOWN_DIGITS = { kwhPrice: 4, paybackDays: 1 } as const;

export interface EconomicsSources {
  rig: BacktestRig;
  /** Spot paying price per algorithm. */
  spot: Readonly<Record<string, number | null>>;
  /** Hourly history per algorithm and the hour (epoch s) it runs to; undefined while not loaded. */
  history?: { to: number; points: Readonly<Record<string, readonly PricePoint[]>> };
  sellerFee: number;
  withdrawalFees: FeeInfo['withdrawal'] | undefined;
  withdrawal: WithdrawalMethod;
  kwhPrice: number;
  currency: string;
  /** The currencies shown (USD, EUR and the display currency), each with its rate and minor digits. */
  currencies: readonly string[];
  rates: Readonly<Record<string, number>>;
  decimals: Readonly<Record<string, number>>;
  hardwarePrice: number | null;
  assumptions: ScenarioAssumptions;
}

export interface EconomicsView extends EconomicsTables {
  input: WaterfallInput;
  /** False while the history for the averages is not loaded. */
  averagesLoaded: boolean;
}

const scaled = (value: number | null, scale: number): Figure | null =>
  value === null || !Number.isFinite(value) ? null : { units: Math.round(value * 10 ** scale), scale };

/** Null when the rig has no spot price for an algorithm it mines (nothing to show). */
export function economicsView(s: EconomicsSources): EconomicsView | null {
  const revenueBtc = rigRevenueBtc(s.rig, s.spot);
  if (revenueBtc === null || s.rig.devices.length === 0) return null;
  const input: WaterfallInput = {
    revenueBtc,
    kwh: rigKwhPerDay(s.rig),
    sellerFee: s.sellerFee,
    withdrawalFee: (amount) => withdrawalFeeBtc(s.withdrawalFees, s.withdrawal, amount),
    kwhPrice: s.kwhPrice,
    kwhCurrency: s.currency,
    rates: s.rates,
    decimals: s.decimals,
  };
  const algorithms = Object.keys(s.rig.units).sort();
  const priceAt = (algorithm: string, span: string): number | null => {
    if (span === SPOT) return s.spot[algorithm] ?? null;
    if (!s.history) return null;
    const hours = ECONOMICS.averageHours[PRICE_SPANS.indexOf(span) - 1]!;
    return averagePrice(s.history.points[algorithm] ?? [], hours, s.history.to);
  };
  const prices = algorithms.map((algorithm) => ({
    algorithm,
    prices: Object.fromEntries(PRICE_SPANS.map((span) => [span, priceFigure0(priceAt(algorithm, span))])),
  }));
  // The rig's revenue at each span is priced at the figures shown, so a reader can redo it from the table.
  const revenueSat = Object.fromEntries(
    PRICE_SPANS.map((span) => {
      const shown = Object.fromEntries(prices.map((row) => [row.algorithm, figureNumber(row.prices[span] ?? null)]));
      const btc = rigRevenueBtc(s.rig, shown);
      return [span, btc === null ? null : Math.round(btc * SATOSHI_PER_BTC)];
    }),
  );
  const rate = s.rates[s.currency] ?? 0;
  const revenueMinor = Object.fromEntries(
    PRICE_SPANS.map((span) => {
      const sat = revenueSat[span];
      return [span, sat === null || sat === undefined || !(rate > 0) ? null : Math.round((sat / SATOSHI_PER_BTC) * rate * 10 ** (s.decimals[s.currency] ?? 2))];
    }),
  );
  const even = breakEvens(input, s.hardwarePrice);
  return {
    input,
    averagesLoaded: s.history !== undefined,
    currencies: s.currencies,
    decimals: s.decimals,
    currency: s.currency,
    day: feeWaterfall(input, 1),
    month: feeWaterfall(input, PERIOD_DAYS.month),
    spans: PRICE_SPANS,
    prices,
    revenueSat,
    revenueMinor,
    breakEvens: {
      kwhPrice: scaled(even.kwhPrice, SHOWN_DIGITS.kwhPrice),
      btcPrice: scaled(even.btcPrice, s.decimals[s.currency] ?? 2),
      paybackDays: scaled(even.paybackDays, SHOWN_DIGITS.paybackDays),
    },
    scenario: scenario(input, s.assumptions),
  };
}

function priceFigure0(price: number | null): Figure | null {
  return price === null ? null : priceFigure(price);
}

export function figureNumber(figure: Figure | null): number | null {
  return figure === null ? null : figure.units / 10 ** figure.scale;
}
