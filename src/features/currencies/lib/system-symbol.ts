/**
 * The symbol the rest of the system knows a currency by (spec section 3):
 * wallet-specific euro variants (any symbol containing EURKM) are euros, and
 * the API spells 1inch "ONEINCH" because its symbols may not start with a digit.
 */
const EUR_VARIANT_MARKER = 'EURKM';
const RENAMED: Readonly<Record<string, string>> = { ONEINCH: '1INCH' };

export function systemSymbol(symbol: string): string {
  const upper = symbol.toUpperCase();
  if (upper.includes(EUR_VARIANT_MARKER)) return 'EUR';
  return RENAMED[upper] ?? upper;
}

/** Euro and its variants: shown with cents whatever their subunits say. */
export function isEurLike(symbol: string): boolean {
  return systemSymbol(symbol) === 'EUR';
}
