/** Number formatting shared by the sample data, the market simulator and the API's decimal strings. */

/**
 * A plain decimal string (never exponent notation) with at most `significant`
 * significant digits and no trailing zeros: 0.000001 -> "0.000001", 1e18 ->
 * "1000000000000000000".
 */
export function decimalString(x: number, significant = 12): string {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  if (x === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(x)));
  const digits = Math.min(100, Math.max(0, significant - 1 - magnitude));
  const rounded = Number(x.toPrecision(significant));
  const text = rounded.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Rounds to a number of decimals without binary noise (0.1 + 0.2 -> 0.3). */
export function roundTo(x: number, decimals: number): number {
  return Number(x.toFixed(Math.min(100, Math.max(0, decimals))));
}

/** Decimals of a step written as a decimal string ("0.0001" -> 4, "1" -> 0). */
export function stepDecimals(step: string): number {
  const dot = step.indexOf('.');
  return dot === -1 ? 0 : step.length - dot - 1;
}
