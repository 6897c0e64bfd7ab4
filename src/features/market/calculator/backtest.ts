/**
 * The back-test: what a rig would have earned on each of the last N whole
 * UTC days, hour by hour at the paying prices the market had then
 * (`algo/historyForInterval`), after the seller fee and electricity.
 *
 * Each device row mines one algorithm all along (the page passes each row's
 * best one at today's spot price). An hour's price holds from its point to
 * the next hour. Per hour, by the calculator's formula (earnings.ts):
 *
 *   revenue BTC = speed x quantity x miningFactor / marketFactor x price / 24
 *   energy kWh  = power x quantity / 1000
 *
 * A device earns and draws power only in hours its algorithm has a price
 * (an hour without one is unknown, not idle); `hours` says how many hours of
 * the day every row had one.
 *
 * Each day's figures are rounded once, to what is shown: satoshi for BTC,
 * watt-hours for energy, the fiat's minor unit. The fee, the net and the
 * profit are built from those rounded figures, and the totals are their sums,
 * so a row adds up across and the columns add up down, to the last digit
 * shown, on the chart, in the table and in the CSV alike.
 *
 * There is no BTC rate of past days here: fiat uses today's rate for every
 * day (the page says so), and without a rate profits are null.
 */
import { DAY_MS, HOUR_MS, SECOND_MS } from '../../../config/time';
import { btcPerDay } from '../profitability';
import { HOURS_PER_DAY } from './earnings';

export const SATOSHI_PER_BTC = 100_000_000;
const WH_PER_KWH = 1000;

export interface BacktestDevice {
  /** The algorithm the row mines, e.g. "SHA256". */
  algorithm: string;
  /** Speed of one device on it, in the algorithm's mining unit. */
  speed: number;
  /** Watts per device. */
  power: number;
  quantity: number;
}

/** One algorithm's hourly history. */
export interface BacktestAlgorithm {
  miningFactor: number;
  marketFactor: number;
  /** Oldest first; time in epoch seconds, price in BTC per market unit per day. */
  points: ReadonlyArray<{ time: number; price: number }>;
}

export interface BacktestSettings {
  /** The seller fee as a fraction (0.02 = 2 %); 0 when not deducted. */
  feeFraction: number;
  /** Fiat per kWh. */
  kwhPrice: number;
  /** Fiat per BTC today; 0 when none is known. */
  btcRate: number;
  /** Digits of the fiat's minor unit (2 for USD and EUR). */
  fiatDecimals: number;
}

/** Integer figures in the units shown. */
export interface BacktestFigures {
  revenueSat: number;
  feeSat: number;
  netSat: number;
  energyWh: number;
  /** In the fiat's minor unit (cents). */
  electricityMinor: number;
  /** Net in fiat minus electricity; null without a BTC rate. */
  profitMinor: number | null;
  /** Net minus electricity in BTC; null without a BTC rate. */
  profitSat: number | null;
}

export interface BacktestDay extends BacktestFigures {
  /** Start of the UTC day, epoch ms. */
  start: number;
  /** Hours of the day in which every row's algorithm had a price (24 for a whole day). */
  hours: number;
}

export interface Backtest {
  days: BacktestDay[];
  totals: BacktestFigures;
}

const startOfUtcDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** The window of the last `days` whole UTC days before the one `nowMs` is in: the hours to ask the history for. */
export function backtestWindow(days: number, nowMs: number): { fromMs: number; toMs: number } {
  const today = startOfUtcDay(nowMs);
  return { fromMs: today - days * DAY_MS, toMs: today - HOUR_MS };
}

/** The hourly history query for a window, in the API's epoch seconds (whole hours, so the answer caches). */
export function backtestQuery(days: number, nowMs: number): { from: number; to: number } {
  const { fromMs, toMs } = backtestWindow(days, nowMs);
  return { from: fromMs / SECOND_MS, to: toMs / SECOND_MS };
}

/** Prices by hour start (epoch ms). */
function pricesByHour(history: BacktestAlgorithm): Map<number, number> {
  return new Map(history.points.map((p) => [p.time * SECOND_MS, p.price]));
}

function dayFigures(revenueBtc: number, kwh: number, settings: BacktestSettings): BacktestFigures {
  const minorPerFiat = 10 ** settings.fiatDecimals;
  const revenueSat = Math.round(revenueBtc * SATOSHI_PER_BTC);
  const feeSat = Math.round(revenueSat * Math.max(0, settings.feeFraction));
  const netSat = revenueSat - feeSat;
  const energyWh = Math.round(kwh * WH_PER_KWH);
  const electricityMinor = Math.round((energyWh / WH_PER_KWH) * Math.max(0, settings.kwhPrice) * minorPerFiat);
  const hasRate = settings.btcRate > 0;
  return {
    revenueSat,
    feeSat,
    netSat,
    energyWh,
    electricityMinor,
    profitMinor: hasRate ? Math.round((netSat / SATOSHI_PER_BTC) * settings.btcRate * minorPerFiat) - electricityMinor : null,
    profitSat: hasRate ? netSat - Math.round((electricityMinor / minorPerFiat / settings.btcRate) * SATOSHI_PER_BTC) : null,
  };
}

/** Column sums; a profit total is null when any day's is. */
export function sumFigures(days: readonly BacktestFigures[]): BacktestFigures {
  const sum = (pick: (d: BacktestFigures) => number) => days.reduce((total, d) => total + pick(d), 0);
  const sumOrNull = (pick: (d: BacktestFigures) => number | null) =>
    days.some((d) => pick(d) === null) ? null : days.reduce((total, d) => total + pick(d)!, 0);
  return {
    revenueSat: sum((d) => d.revenueSat),
    feeSat: sum((d) => d.feeSat),
    netSat: sum((d) => d.netSat),
    energyWh: sum((d) => d.energyWh),
    electricityMinor: sum((d) => d.electricityMinor),
    profitMinor: sumOrNull((d) => d.profitMinor),
    profitSat: sumOrNull((d) => d.profitSat),
  };
}

/**
 * Each of the last `days` whole UTC days before `nowMs`, oldest first, and
 * their totals. `histories` is keyed by algorithm; a row whose algorithm has
 * no history earns nothing and draws nothing, and its days show fewer hours.
 */
export function backtest(
  rig: readonly BacktestDevice[],
  histories: Readonly<Record<string, BacktestAlgorithm>>,
  settings: BacktestSettings,
  days: number,
  nowMs: number,
): Backtest {
  const { fromMs } = backtestWindow(days, nowMs);
  const rows = rig
    .filter((d) => d.quantity > 0)
    .map((d) => ({
      device: d,
      history: histories[d.algorithm],
      prices: histories[d.algorithm] ? pricesByHour(histories[d.algorithm]!) : new Map<number, number>(),
    }));
  const out: BacktestDay[] = [];
  for (let day = 0; day < days; day++) {
    const start = fromMs + day * DAY_MS;
    let revenueBtc = 0;
    let kwh = 0;
    let hours = 0;
    for (let h = 0; h < HOURS_PER_DAY; h++) {
      const t = start + h * HOUR_MS;
      let everyRow = true;
      for (const { device, history, prices } of rows) {
        const price = prices.get(t);
        if (price === undefined || !history) {
          everyRow = false;
          continue;
        }
        revenueBtc += btcPerDay(device.speed * device.quantity, history.miningFactor, history.marketFactor, price) / HOURS_PER_DAY;
        kwh += (Math.max(0, device.power) * device.quantity) / WH_PER_KWH;
      }
      if (everyRow) hours++;
    }
    out.push({ start, hours, ...dayFigures(revenueBtc, kwh, settings) });
  }
  return { days: out, totals: sumFigures(out) };
}
