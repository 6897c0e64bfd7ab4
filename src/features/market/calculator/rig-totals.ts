/**
 * The rig's totals: each device row on its best algorithm at today's spot
 * price (the same choice the back-test makes, backtest-rig.ts), summed, per
 * day, week, month and year (PERIOD_DAYS).
 *
 * Each row's figure for a period is rounded once, to what is shown: satoshi
 * for BTC, the fiat's minor unit (cents). Its seller fee and electricity are
 * rounded the same way and its profit is the revenue less those two rounded
 * figures, so a row adds up across; the rig's figures are the sums of the
 * rows' integers, so the rows add up to the total, to the last digit shown.
 * The break-even price and the payback are ratios, taken from the unrounded
 * daily sums.
 */
import type { AlgorithmRow } from '../algorithm-rows';
import type { Device } from '../devices';
import { earningsByAlgorithm, type AlgorithmEarnings, type Settings } from './algorithm-earnings';
import { SATOSHI_PER_BTC } from './backtest';
import { resolveChoice, type ResolvedDevice } from './device-choice';
import { HOURS_PER_DAY, paybackDays, PERIOD_DAYS, type Earnings, type Period } from './earnings';
import type { DeviceChoice } from './url-state';

export const PERIODS = Object.keys(PERIOD_DAYS) as Period[];

/** One period's figures in integers: satoshi and the fiat's minor unit. */
export interface PeriodFigures {
  revenueSat: number;
  feeSat: number;
  /** Null without a BTC rate (the electricity has no BTC value then). */
  electricitySat: number | null;
  profitSat: number | null;
  /** Null without a BTC rate. */
  revenueMinor: number | null;
  feeMinor: number | null;
  electricityMinor: number;
  profitMinor: number | null;
}

export type Figures = Record<Period, PeriodFigures>;

export interface RigRow {
  device: ResolvedDevice;
  /** The row's best algorithm at spot; null when none has a price (the row adds nothing). */
  best: AlgorithmEarnings | null;
  /** Watts the row draws: power per device x quantity. */
  watts: number;
  figures: Figures | null;
}

export interface RigTotals {
  rows: RigRow[];
  /** Rows that earn (have a best algorithm). */
  counted: number;
  watts: number;
  kwhPerDay: number;
  figures: Figures;
  /** The kWh price at which the rig's profit is zero; null without power or a BTC rate. */
  breakEvenKwhPrice: number | null;
  /** Days for the rig's profit to pay back the purchase price; null when it never does or none is given. */
  paybackDays: number | null;
}

/** Half away from zero, as the page's number format rounds. */
const roundHalfAway = (x: number): number => (x < 0 ? -Math.round(-x) : Math.round(x));

/** A day's earnings over a period, in integers. */
export function periodFigures(day: Earnings, btcRate: number, days: number, fiatDecimals: number): PeriodFigures {
  const sat = (btc: number) => roundHalfAway(btc * days * SATOSHI_PER_BTC);
  const minorPer = 10 ** fiatDecimals;
  const minor = (fiat: number) => roundHalfAway(fiat * days * minorPer);
  const hasRate = btcRate > 0;
  const revenueSat = sat(day.revenueBtc);
  const feeSat = sat(day.feeBtc);
  const electricitySat = day.electricityBtc === null ? null : sat(day.electricityBtc);
  const revenueMinor = hasRate ? minor(day.revenueBtc * btcRate) : null;
  const feeMinor = hasRate ? minor(day.feeBtc * btcRate) : null;
  const electricityMinor = minor(day.electricityFiat);
  return {
    revenueSat,
    feeSat,
    electricitySat,
    profitSat: electricitySat === null ? null : revenueSat - feeSat - electricitySat,
    revenueMinor,
    feeMinor,
    electricityMinor,
    profitMinor: revenueMinor === null || feeMinor === null ? null : revenueMinor - feeMinor - electricityMinor,
  };
}

/** A device's figures for every period. */
export function figuresOf(day: Earnings, btcRate: number, fiatDecimals: number): Figures {
  return Object.fromEntries(PERIODS.map((p) => [p, periodFigures(day, btcRate, PERIOD_DAYS[p], fiatDecimals)])) as Figures;
}

const ZERO: PeriodFigures = { revenueSat: 0, feeSat: 0, electricitySat: 0, profitSat: 0, revenueMinor: 0, feeMinor: 0, electricityMinor: 0, profitMinor: 0 };

const plus = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : a + b);

function add(a: PeriodFigures, b: PeriodFigures): PeriodFigures {
  return {
    revenueSat: a.revenueSat + b.revenueSat,
    feeSat: a.feeSat + b.feeSat,
    electricitySat: plus(a.electricitySat, b.electricitySat),
    profitSat: plus(a.profitSat, b.profitSat),
    revenueMinor: plus(a.revenueMinor, b.revenueMinor),
    feeMinor: plus(a.feeMinor, b.feeMinor),
    electricityMinor: a.electricityMinor + b.electricityMinor,
    profitMinor: plus(a.profitMinor, b.profitMinor),
  };
}

export function rigTotals(
  choices: readonly DeviceChoice[],
  catalogue: readonly Device[],
  spotRows: readonly AlgorithmRow[],
  averageRows: readonly AlgorithmRow[],
  settings: Settings,
  purchasePrice: number | null,
  fiatDecimals: number,
): RigTotals {
  const rows = choices.map((choice): RigRow => {
    const device = resolveChoice(choice, catalogue);
    const best = earningsByAlgorithm(device, spotRows, averageRows, settings).find((row) => row.spot !== null) ?? null;
    const watts = Math.max(0, device.power) * Math.max(0, device.quantity);
    return { device, best, watts, figures: best ? figuresOf(best.spot!, settings.btcRate, fiatDecimals) : null };
  });
  const earning = rows.filter((row) => row.best !== null);
  const figures = Object.fromEntries(PERIODS.map((p) => [p, earning.reduce((sum, row) => add(sum, row.figures![p]), ZERO)])) as Figures;
  // A row without a priced algorithm earns nothing and is not counted as drawing power either: it is not mining.
  const watts = earning.reduce((sum, row) => sum + row.watts, 0);
  const kwhPerDay = (watts * HOURS_PER_DAY) / 1000;
  const netFiat = settings.btcRate > 0 ? earning.reduce((sum, row) => sum + row.best!.spot!.netBtc, 0) * settings.btcRate : null;
  const profitFiat = netFiat === null ? null : netFiat - kwhPerDay * Math.max(0, settings.kwhPrice);
  return {
    rows,
    counted: earning.length,
    watts,
    kwhPerDay,
    figures,
    breakEvenKwhPrice: netFiat !== null && kwhPerDay > 0 ? netFiat / kwhPerDay : null,
    paybackDays: purchasePrice === null ? null : paybackDays(purchasePrice, profitFiat),
  };
}
