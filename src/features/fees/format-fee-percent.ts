import { FEE_DISPLAY_MULTIPLIER } from '../../config/limits';
import { decimalToString, multiplyDecimal, parseDecimal, toDecimal, type DecimalInput } from '../../lib/decimal';

const MULTIPLIER = toDecimal(FEE_DISPLAY_MULTIPLIER);

/**
 * A fee fraction as the percentage users see (spec section 9: "percentages
 * multiplied by 100 with a % sign"), written as `locale` writes percentages:
 * 0.005 -> "0.5%" in English, "0,5 %" in German. The multiplication is done on
 * the decimal text, so 0.07 gives "7%" rather than the float product
 * 7.000000000000001; every digit of the product is kept. A missing fee yields
 * an empty string.
 */
export function formatFeePercent(value: DecimalInput | null | undefined, locale = 'en'): string {
  const fraction = parseDecimal(value);
  if (!fraction) return '';
  const percent = Number(decimalToString(multiplyDecimal(fraction, MULTIPLIER)));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 20 }).format(percent);
}
