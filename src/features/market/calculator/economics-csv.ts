/**
 * The fees-and-horizons section as CSV (RFC 4180, CRLF, a header row), one
 * figure a line: `section,row,column,value`, so the waterfall's day and month
 * columns in each fiat, the price table, the break-evens and the scenario's
 * months share one file a spreadsheet can pivot. Every value is the integer
 * the page formats, written in plain notation with the digits shown
 * (figureText), so the file and the page agree to the last digit.
 */
import { BACKTEST_DIGITS, figureText } from './backtest-csv';
import type { ScenarioMonth } from './economics';
import type { Waterfall } from './fee-waterfall';

/** A figure as integer units of 10^-scale; null when unknown (an empty cell). */
export interface Figure {
  units: number;
  scale: number;
}

/** Six significant digits, as an exact figure (paying prices span many magnitudes). */
export function priceFigure(price: number): Figure {
  if (!(price > 0)) return { units: 0, scale: 0 };
  const scale = Math.max(0, 5 - Math.floor(Math.log10(price)));
  return { units: Math.round(price * 10 ** scale), scale };
}

export interface PriceRow {
  algorithm: string;
  /** Paying price per span key (spot, 24h, 7d, 30d). */
  prices: Record<string, Figure | null>;
}

export interface EconomicsTables {
  currencies: readonly string[];
  decimals: Readonly<Record<string, number>>;
  /** The kWh currency: the break-evens and the scenario are in it. */
  currency: string;
  day: Waterfall;
  month: Waterfall;
  spans: readonly string[];
  prices: readonly PriceRow[];
  /** The rig's gross revenue per day at each span, satoshi. */
  revenueSat: Record<string, number | null>;
  /** The same in the kWh currency's minor unit (null without its rate). */
  revenueMinor: Record<string, number | null>;
  breakEvens: { kwhPrice: Figure | null; btcPrice: Figure | null; paybackDays: Figure | null };
  scenario: readonly ScenarioMonth[] | null;
}

function text(figure: Figure | null): string {
  return figure === null ? '' : figureText(figure.units, figure.scale);
}

const btc = (sat: number | null): Figure | null => (sat === null ? null : { units: sat, scale: BACKTEST_DIGITS.btc });

export function economicsCsv(t: EconomicsTables): string {
  const lines: string[][] = [['section', 'row', 'column', 'value']];
  const add = (section: string, row: string, column: string, figure: Figure | null) => lines.push([section, row, column, text(figure)]);
  for (const fall of [t.day, t.month]) {
    const period = fall.days === 1 ? 'day' : 'month';
    for (const step of fall.steps) {
      add('waterfall', step.key, `${period}_btc`, btc(step.sat));
      for (const c of t.currencies) {
        const minor = step.minor[c];
        add('waterfall', step.key, `${period}_${c.toLowerCase()}`, minor === null || minor === undefined ? null : { units: minor, scale: t.decimals[c]! });
      }
    }
  }
  for (const row of t.prices) for (const span of t.spans) add('paying_price', row.algorithm, span, row.prices[span] ?? null);
  for (const span of t.spans) add('rig_revenue_btc_per_day', 'rig', span, btc(t.revenueSat[span] ?? null));
  const cur = t.currency.toLowerCase();
  const minorOrNull = (units: number | null | undefined): Figure | null =>
    units === null || units === undefined ? null : { units, scale: t.decimals[t.currency]! };
  for (const span of t.spans) add(`rig_revenue_${cur}_per_day`, 'rig', span, minorOrNull(t.revenueMinor[span]));
  add('break_even', `kwh_price_${cur}`, 'value', t.breakEvens.kwhPrice);
  add('break_even', `btc_price_${cur}`, 'value', t.breakEvens.btcPrice);
  add('break_even', 'payback_days', 'value', t.breakEvens.paybackDays);
  const minor = (units: number): Figure => ({ units, scale: t.decimals[t.currency]! });
  for (const m of t.scenario ?? []) {
    const row = `month_${m.month}`;
    add('scenario', row, `btc_rate_${cur}`, minor(Math.round(m.btcRate * 10 ** t.decimals[t.currency]!)));
    add('scenario', row, `revenue_${cur}`, minor(m.revenueMinor));
    add('scenario', row, `electricity_${cur}`, minor(m.electricityMinor));
    add('scenario', row, `profit_${cur}`, minor(m.profitMinor));
    add('scenario', row, `cumulative_${cur}`, minor(m.cumulativeMinor));
  }
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
