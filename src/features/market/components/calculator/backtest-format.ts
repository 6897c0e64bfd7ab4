/**
 * How the back-test's integer figures read on the page: BTC with its eight
 * digits, the fiat with its minor unit, each from the same integers the CSV
 * writes, so the chart, the table and the file agree to the last digit.
 */
import type { IntlShape } from '../../../../lib/intl';
import { BACKTEST_DIGITS, figureValue } from '../../calculator/backtest-csv';

export interface BacktestFormat {
  fiatDecimals: number;
  /** Satoshi as BTC, e.g. "0.00010400". */
  btc: (sat: number) => string;
  /** Minor units (cents) in the currency, e.g. "$5.99". */
  fiat: (minor: number) => string;
  /** A UTC day start, short (for the chart's axis). */
  day: (ms: number) => string;
}

/** The fiat's minor unit (2 for USD and EUR), from the platform's own currency data. */
export function fiatDecimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export function backtestFormat(intl: IntlShape, currency: string): BacktestFormat {
  const decimals = fiatDecimals(currency);
  const btc = new Intl.NumberFormat(intl.locale, { minimumFractionDigits: BACKTEST_DIGITS.btc, maximumFractionDigits: BACKTEST_DIGITS.btc });
  const fiat = new Intl.NumberFormat(intl.locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const day = new Intl.DateTimeFormat(intl.locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    fiatDecimals: decimals,
    btc: (sat) => btc.format(figureValue(sat, BACKTEST_DIGITS.btc)),
    fiat: (minor) => fiat.format(figureValue(minor, decimals)),
    day: (ms) => day.format(ms),
  };
}
