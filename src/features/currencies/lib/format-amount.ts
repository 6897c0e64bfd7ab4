import { decimalToString, parseDecimal, rescale, trimTrailingZeros, type DecimalInput, type Rounding } from '../../../lib/decimal';

export interface FormatAmountOptions {
  /** 'half-up' (default) rounds half away from zero; 'down' truncates, e.g. for spendable balances. */
  rounding?: Rounding;
  /** Drop zeros at the end of the fraction ("0.5" rather than "0.50000000"). */
  trimZeros?: boolean;
}

/**
 * An amount in plain notation with `precision` fraction digits, computed on the
 * decimal text so that 8-digit crypto amounts are exact ("0.1" + 8 digits is
 * "0.10000000", never "0.10000000000000001"). Locale grouping is the intl
 * layer's job. A missing or malformed amount shows as zero: the API sends
 * amounts as strings and an absent one must not break a balance table.
 */
export function formatAmount(value: DecimalInput | null | undefined, precision: number, options: FormatAmountOptions = {}): string {
  const digits = Math.max(0, Math.trunc(precision));
  const parsed = parseDecimal(value) ?? { units: 0n, scale: 0 };
  const text = decimalToString(rescale(parsed, digits, options.rounding));
  return options.trimZeros ? trimTrailingZeros(text) : text;
}
