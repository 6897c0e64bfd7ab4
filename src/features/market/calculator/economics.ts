/**
 * The rest of the calculator's fees-and-horizons section (docs/calculator.md):
 * the rig's revenue at a set of paying prices, the paying-price averages over
 * the last 24 h, 7 d and 30 d from hourly history, the break-evens and the
 * 12-month scenario. Pure: the page hands in the rig, the prices and rates.
 */
import { ECONOMICS } from '../../../config/limits';
import { btcPerDay } from '../profitability';
import type { BacktestRig } from './backtest-rig';
import { HOURS_PER_DAY, PERIOD_DAYS } from './earnings';
import { feeWaterfall, netBeforeElectricityBtc, type WaterfallInput } from './fee-waterfall';

const HOUR_S = 3600;

/** Gross revenue of the rig in BTC per day at a paying price per algorithm; null when one of its algorithms has no price. */
export function rigRevenueBtc(rig: BacktestRig, prices: Readonly<Record<string, number | null | undefined>>): number | null {
  let total = 0;
  for (const device of rig.devices) {
    const price = prices[device.algorithm];
    const units = rig.units[device.algorithm];
    if (price === null || price === undefined || !units) return null;
    total += btcPerDay(device.speed * device.quantity, units.miningFactor, units.marketFactor, price);
  }
  return total;
}

/** Energy the rig draws, kWh per day. */
export function rigKwhPerDay(rig: BacktestRig): number {
  return rig.devices.reduce((sum, d) => sum + (Math.max(0, d.power) * Math.max(0, d.quantity) * HOURS_PER_DAY) / 1000, 0);
}

/**
 * The hourly window the averages are read from (epoch seconds): the last 30
 * days of whole hours up to and including the current hour's point. Every
 * visitor in the same hour asks for the same window, so the answer caches.
 */
export function averagesQuery(nowMs: number): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000 / HOUR_S) * HOUR_S;
  const longest = Math.max(...ECONOMICS.averageHours);
  return { from: to - (longest - 1) * HOUR_S, to };
}

export interface PricePoint {
  /** Epoch seconds. */
  time: number;
  price: number;
}

/** The mean paying price of the last `hours` hourly points up to `to` (epoch s); null when none. */
export function averagePrice(points: readonly PricePoint[], hours: number, to: number): number | null {
  const from = to - (hours - 1) * HOUR_S;
  const inside = points.filter((p) => p.time >= from && p.time <= to && Number.isFinite(p.price));
  if (inside.length === 0) return null;
  return inside.reduce((sum, p) => sum + p.price, 0) / inside.length;
}

export interface BreakEvens {
  /** Fiat (the kWh currency) per kWh at which the rig's profit is zero; null without power or a rate. */
  kwhPrice: number | null;
  /** Fiat (the kWh currency) per BTC at which profit is zero; null when the rig nets nothing before electricity. */
  btcPrice: number | null;
  /** Days until the profit pays the hardware price; null without a price or when the rig loses money. */
  paybackDays: number | null;
  /** Profit per day in the kWh currency, unrounded; null without a rate. */
  profitPerDay: number | null;
}

/**
 *   net before electricity N = gross − seller fee − withdrawal fee ÷ 30   (BTC/day)
 *   break-even kWh price    = N × BTC rate ÷ kWh per day
 *   break-even BTC price    = electricity per day ÷ N
 *   payback days            = hardware price ÷ (N × BTC rate − electricity per day)
 */
export function breakEvens(input: WaterfallInput, hardwarePrice: number | null): BreakEvens {
  const net = netBeforeElectricityBtc(input);
  const rate = input.rates[input.kwhCurrency] ?? 0;
  const electricity = input.kwh * Math.max(0, input.kwhPrice);
  const profitPerDay = net !== null && rate > 0 ? net * rate - electricity : null;
  return {
    kwhPrice: net !== null && rate > 0 && input.kwh > 0 ? (net * rate) / input.kwh : null,
    btcPrice: net !== null && net > 0 ? electricity / net : null,
    paybackDays: hardwarePrice !== null && hardwarePrice > 0 && profitPerDay !== null && profitPerDay > 0 ? hardwarePrice / profitPerDay : null,
    profitPerDay,
  };
}

export interface ScenarioAssumptions {
  /** Network difficulty change per month, percent (revenue per hash scales by 1 ÷ (1 + d)). */
  difficultyPct: number;
  /** BTC price change per month, percent. */
  btcPricePct: number;
}

export interface ScenarioMonth {
  month: number;
  /** Revenue after the seller and withdrawal fees, minor units of the kWh currency. */
  revenueMinor: number;
  electricityMinor: number;
  profitMinor: number;
  cumulativeMinor: number;
  /** The month's BTC rate and revenue after fees in satoshi, as assumed. */
  btcRate: number;
  revenueSat: number;
}

/**
 * Month m (1 to 12) is a 30-day month of the waterfall with the gross revenue
 * scaled by (1 + d)^−(m−1) and the BTC rate by (1 + b)^(m−1): month 1 is
 * today's month column. Each month is rounded to the minor unit once; the
 * profit is revenue − electricity of those figures and the cumulative their
 * running sum, so month 12's cumulative is exactly the sum of the months.
 * Null without a BTC rate in the kWh currency.
 */
export function scenario(input: WaterfallInput, assumptions: ScenarioAssumptions): ScenarioMonth[] | null {
  const rate = input.rates[input.kwhCurrency] ?? 0;
  if (!(rate > 0)) return null;
  const currency = input.kwhCurrency;
  const months: ScenarioMonth[] = [];
  let cumulative = 0;
  for (let month = 1; month <= ECONOMICS.scenarioMonths; month++) {
    const difficulty = (1 + assumptions.difficultyPct / 100) ** -(month - 1);
    const btcRate = rate * (1 + assumptions.btcPricePct / 100) ** (month - 1);
    const fall = feeWaterfall(
      { ...input, revenueBtc: input.revenueBtc * difficulty, rates: { [currency]: btcRate }, decimals: { [currency]: input.decimals[currency]! } },
      PERIOD_DAYS.month,
    );
    const [gross, seller, withdrawal, electricity] = fall.steps;
    const revenueMinor = gross!.minor[currency]! + seller!.minor[currency]! + withdrawal!.minor[currency]!;
    const electricityMinor = -electricity!.minor[currency]!;
    const profitMinor = revenueMinor - electricityMinor;
    cumulative += profitMinor;
    months.push({
      month,
      revenueMinor,
      electricityMinor,
      profitMinor,
      cumulativeMinor: cumulative,
      btcRate,
      revenueSat: gross!.sat! + seller!.sat! + withdrawal!.sat!,
    });
  }
  return months;
}

/** A scenario percentage from the address or an input: within the bounds, else null. */
export function readScenarioPct(text: string | null | undefined, bounds: { min: number; max: number }): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) return null;
  return Number(value.toFixed(2));
}
