/**
 * The signed-in user's balance in one currency (the header's total, spec 3
 * and 7): every accounts2 entry converted with the app's rate list and added
 * up, each shown at its own currency's display precision.
 */
import { convert, type ConversionLogger, type ExchangeRate } from './convert';
import { EUR_PRECISION } from './precision';
import { formatAmount } from './format-amount';

/** The fields of an accounts2 entry the total needs. */
export interface BalanceEntry {
  currency: string;
  totalBalance: string;
}

export interface BalancePart {
  currency: string;
  /** The balance at the currency's precision, rounded down: never more than is held. */
  amount: string;
  /** Its worth in the display currency, at that currency's precision. */
  value: string;
}

export interface BalanceTotal {
  /** The sum in the display currency, at its precision (half-up, as any converted figure). */
  total: string;
  /** Held currencies only (a zero balance adds nothing and says nothing), largest worth first. */
  parts: BalancePart[];
}

/**
 * Display precision by symbol (spec 3): the currency list's derived precision;
 * a fiat the list does not carry (USD, GBP…) shows cents, as EUR does.
 */
export type PrecisionOf = (symbol: string) => number | undefined;

const digitsOf = (symbol: string, precisionOf: PrecisionOf): number => precisionOf(symbol) ?? EUR_PRECISION;

export function balanceTotal(
  entries: readonly BalanceEntry[],
  display: string,
  rates: readonly ExchangeRate[],
  precisionOf: PrecisionOf,
  logger?: ConversionLogger,
): BalanceTotal {
  const displayDigits = digitsOf(display, precisionOf);
  const held = entries.filter((e) => Number(e.totalBalance) > 0);
  const worth = held.map((e) => ({ entry: e, value: convert(e.totalBalance, e.currency, display, rates, logger) }));
  // Add the converted amounts as numbers (exact figures are the server's), then round once: rounding
  // each part first would let the parts' rounding add up to a cent or more on a long list.
  const sum = worth.reduce((acc, w) => acc + w.value, 0);
  const parts = worth
    .sort((a, b) => b.value - a.value)
    .map(({ entry, value }) => ({
      currency: entry.currency,
      amount: formatAmount(entry.totalBalance, digitsOf(entry.currency, precisionOf), { rounding: 'down' }),
      value: formatAmount(toPlain(value), displayDigits),
    }));
  return { total: formatAmount(toPlain(sum), displayDigits), parts };
}

/**
 * A number as plain decimal text for formatAmount: 15 significant digits, the
 * most a double holds, so binary noise (1234.565 stored as 1234.56499999…)
 * does not decide the rounding; fixed notation where that would use an exponent.
 */
export function toPlain(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const text = value.toPrecision(15);
  return text.includes('e') ? value.toFixed(12) : text;
}
