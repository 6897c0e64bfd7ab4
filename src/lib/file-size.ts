/**
 * A file size in the reader's language, in decimal units as download sites
 * and operating systems show them (1 MB = 10^6 bytes): "80 bytes", "12.3 kB",
 * "25.8 MB", "1.59 GB". Bytes are written out ("80 bytes", "80 Byte"), since
 * the short unit reads as a typo ("80 byte").
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit, digits] =
    bytes < 1e3 ? [bytes, 'byte', 0] : bytes < 1e6 ? [bytes / 1e3, 'kilobyte', 1] : bytes < 1e9 ? [bytes / 1e6, 'megabyte', 1] : [bytes / 1e9, 'gigabyte', 2];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: digits }).format(value);
}
