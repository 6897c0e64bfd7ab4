/**
 * Exact decimal arithmetic for display: amounts arrive as decimal strings
 * ("0.00012345") and must be shown to 8 digits without the binary float
 * errors of `Number`. A value is held as a bigint of units and a scale
 * (number of fraction digits): 0.0123 is { units: 123n, scale: 4 }.
 */

export interface Decimal {
  units: bigint;
  scale: number;
}

export type DecimalInput = string | number | bigint;

const MAX_EXPONENT = 400;
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal string, a finite number or a bigint; undefined for anything
 * else (empty text, NaN, Infinity, "1,5"). Numbers are read through their
 * shortest round-trip text, so 0.07 is exactly 7 hundredths.
 */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | undefined {
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const match = DECIMAL_PATTERN.exec(String(value).trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  // Guards against "1e999999999" allocating a billion-digit bigint.
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** Like `parseDecimal`, for values known to be valid (constants): throws otherwise. */
export function toDecimal(value: DecimalInput): Decimal {
  const parsed = parseDecimal(value);
  if (!parsed) throw new RangeError(`Not a decimal number: ${String(value)}`);
  return parsed;
}

/** The same value expressed with `scale` fraction digits, rounding when it has more. */
export function rescale(value: Decimal, scale: number, rounding: Rounding = 'half-up'): Decimal {
  if (scale >= value.scale) {
    return { units: value.units * 10n ** BigInt(scale - value.scale), scale };
  }
  const divisor = 10n ** BigInt(value.scale - scale);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let units = magnitude / divisor;
  // Half away from zero, as people round by hand; 'down' truncates toward zero,
  // so a shown balance never exceeds the real one.
  if (rounding === 'half-up' && (magnitude % divisor) * 2n >= divisor) units += 1n;
  return { units: negative ? -units : units, scale };
}

export type Rounding = 'half-up' | 'down';

export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Plain notation with exactly `value.scale` fraction digits; never "-0". */
export function decimalToString(value: Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  const text = value.scale > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}

/** Drops zeros at the end of the fraction (and the dot if nothing is left). */
export function trimTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
