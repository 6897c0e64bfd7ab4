import { FEE_DISPLAY_MULTIPLIER } from '../../../config/limits';
import { decimalToString, multiplyDecimal, parseDecimal, toDecimal, trimTrailingZeros, type DecimalInput } from './decimal';

const MULTIPLIER = toDecimal(FEE_DISPLAY_MULTIPLIER);

/**
 * A fee fraction as the percentage users see (spec section 9: "percentages
 * multiplied by 100 with a % sign"): 0.02 -> "2%", 0.005 -> "0.5%". The
 * multiplication is done on the decimal text, so 0.07 gives "7%" rather than
 * the float product 7.000000000000001. A missing fee yields an empty string.
 */
export function formatFeePercent(value: DecimalInput | null | undefined): string {
  const fraction = parseDecimal(value);
  if (!fraction) return '';
  return `${trimTrailingZeros(decimalToString(multiplyDecimal(fraction, MULTIPLIER)))}%`;
}
