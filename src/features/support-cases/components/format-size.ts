import type { IntlShape } from '../../../lib/intl';

/** A file size in the user's language: bytes, kilobytes or megabytes, whichever reads best. */
export function formatSize(intl: IntlShape, bytes: number): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / 1024 / 1024, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
