/** Paths that redirect (spec section 2, "Redirects"); src/app/redirects.ts computes the targets. */
import { BRAND } from './brand.js';

const b = BRAND.slug;

/**
 * Products of the old /earn-more-with-{product} pages; all of them now live on
 * the payrate page (spec section 2, "Redirects"; listed in docs/routes.md).
 */
export const EARN_MORE_PRODUCTS = [b, `${b}-miner`, `${b}-os`, 'nhos', 'quickminer', 'excavator'] as const;

/**
 * Paths that are no page of their own but redirect (src/app/redirects.ts
 * computes the targets). The server treats them as known, so they get the app
 * (200) and the app redirects at load.
 */
export const REDIRECT_SOURCES = {
  /** A path starting with a double slash goes to Home. */
  doubleSlash: /^\/\//,
  amsterdamHashing: /^\/amsterdam-hashing\/?$/,
  toHome: /^\/(?:mbajk|lightning-card)\/?$/,
  /** The old solo-mining pages, and anything below them, became easy mining. */
  soloMining: /^\/(?:solo-mining|solomining|solo-mining-pool)(?:\/.*)?$/,
  earnMore: new RegExp(`^/earn-more-with-(?:${EARN_MORE_PRODUCTS.join('|')})/?$`),
  /** A bitcoin address: 26 to 35 base58 characters starting with 1 or 3. */
  minerAddress: /^\/miner\/([13][1-9A-HJ-NP-Za-km-z]{25,34})\/?$/,
  miningStats: /^\/mining\/stats\/?$/,
  /** Redirected on the main host only (src/app/redirects-config.ts); elsewhere the not-found page. */
  miami2023: /^\/miami2023\/?$/,
} as const;

export function isRedirectSource(pathname: string): boolean {
  return Object.values(REDIRECT_SOURCES).some((source) => source.test(pathname));
}
