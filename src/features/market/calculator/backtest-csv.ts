/**
 * The back-test as CSV (RFC 4180: comma-separated, CRLF line ends, a header
 * row): one row per day and a last row of totals, every figure in plain
 * notation with the digits the page shows (BTC to the satoshi, kWh to the
 * watt-hour, fiat to its minor unit). The figures are the back-test's own
 * integers written out exactly, so the file, the table and the chart agree
 * to the last digit, and the totals row is the sum of the rows above it.
 */
import { decimalToString } from '../../../lib/decimal';
import type { Backtest, BacktestFigures } from './backtest';

/** Digits after the point of each kind of figure. */
export const BACKTEST_DIGITS = { btc: 8, kwh: 3 } as const;

/** A figure held as integer units of 10^-scale, in plain notation with exactly `scale` digits. */
export function figureText(units: number, scale: number): string {
  return decimalToString({ units: BigInt(units), scale });
}

/** The same figure as a number, for a chart or Intl formatting with `scale` fraction digits. */
export function figureValue(units: number, scale: number): number {
  return units / 10 ** scale;
}

/** YYYY-MM-DD of a UTC day start. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function cells(f: BacktestFigures, fiatDecimals: number): string[] {
  const orEmpty = (units: number | null, scale: number) => (units === null ? '' : figureText(units, scale));
  return [
    figureText(f.revenueSat, BACKTEST_DIGITS.btc),
    figureText(f.feeSat, BACKTEST_DIGITS.btc),
    figureText(f.netSat, BACKTEST_DIGITS.btc),
    figureText(f.energyWh, BACKTEST_DIGITS.kwh),
    figureText(f.electricityMinor, fiatDecimals),
    orEmpty(f.profitMinor, fiatDecimals),
    orEmpty(f.profitSat, BACKTEST_DIGITS.btc),
  ];
}

/** The header names the fiat (a currency code, e.g. USD): the file says what its amounts are in. */
export function backtestCsv(result: Backtest, currency: string, fiatDecimals: number): string {
  const cur = currency.toLowerCase().replace(/[^a-z]/g, '');
  const header = ['date', 'hours', 'revenue_btc', 'seller_fee_btc', 'net_btc', 'energy_kwh', `electricity_${cur}`, `profit_${cur}`, 'profit_btc'];
  const hours = result.days.reduce((sum, d) => sum + d.hours, 0);
  const lines = [
    header,
    ...result.days.map((d) => [utcDate(d.start), String(d.hours), ...cells(d, fiatDecimals)]),
    ['total', String(hours), ...cells(result.totals, fiatDecimals)],
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
