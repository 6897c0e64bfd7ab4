import { CURRENCY_PAIR_ORDER_FIRST } from '../config/limits';

const FIRST: readonly string[] = CURRENCY_PAIR_ORDER_FIRST;

function rank(code: string): number {
  const index = FIRST.indexOf(code);
  return index === -1 ? FIRST.length : index;
}

/**
 * Comparator for currency codes in pair pickers (spec section 9): EUR, USD,
 * CNY, GBP, RUB first in that order, then the rest alphabetically. Usable
 * with `Array.prototype.sort` on objects through a key: `(a, b) => comparePairCodes(a.code, b.code)`.
 */
export function comparePairCodes(a: string, b: string): number {
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The codes in pair order, each once. */
export function orderPairs(codes: readonly string[]): string[] {
  return [...new Set(codes)].sort(comparePairCodes);
}
