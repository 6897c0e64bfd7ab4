/** A file size in decimal units (MB = 10^6 bytes, as download sites and operating systems show them). */
export function formatFileSize(bytes: number, locale: string): string {
  const gb = bytes / 1e9;
  if (gb >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(gb)} GB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;
}
