import { MAX_PRECISION } from '../../../config/limits';
import { parseDecimal } from '../../../lib/decimal';
import { isEurLike } from './system-symbol';

/** Display precision of euro-like currencies: cents. */
export const EUR_PRECISION = 2;

export interface PrecisionSource {
  symbol: string;
  /** 10^decimals of the smallest unit, as a number or a decimal string (BTC 100000000). */
  subunits: number | string;
}

/**
 * Number of digits of the whole part of `subunits` (1e18 and "1000000000000000000"
 * both have 19). Undefined when subunits is missing or not a positive number.
 */
export function subunitDigits(subunits: number | string | null | undefined): number | undefined {
  const parsed = parseDecimal(subunits);
  if (!parsed || parsed.units <= 0n) return undefined;
  const whole = parsed.units / 10n ** BigInt(parsed.scale);
  return whole > 0n ? whole.toString().length : undefined;
}

/**
 * All the fraction digits a currency has: digits of subunits minus 1, uncapped
 * (ETH 18). A currency without usable subunits is treated as having the
 * platform's maximum precision, which suits almost every listed coin.
 */
export function fullPrecision(currency: Pick<PrecisionSource, 'subunits'>): number {
  const digits = subunitDigits(currency.subunits);
  return digits === undefined ? MAX_PRECISION : digits - 1;
}

/**
 * Display precision (spec section 3): digits of subunits minus 1, capped at
 * MAX_PRECISION (BTC 8, ETH 8, USDT 6), and 2 for euro-like symbols.
 */
export function precision(currency: PrecisionSource): number {
  if (isEurLike(currency.symbol)) return EUR_PRECISION;
  return Math.min(fullPrecision(currency), MAX_PRECISION);
}
