/**
 * The explicit allowlist of API responses the worker may cache: public GET
 * calls of spec section 7 whose answer is the same for everyone. Anything not
 * listed (profile, accounting, notifications, activity, support cases...) is
 * never stored. Every rule has a name, a time-to-live and a reason.
 */
import { CACHE_TTL_SECONDS, LAST_PRICE_MAX_AGE_MS } from '../../src/config/limits.js';

export interface PublicApiCacheRule {
  name: string;
  /** Matched against the path with any trailing slash removed. */
  pattern: RegExp;
  ttlSeconds: number;
  reason: string;
}

const standard = CACHE_TTL_SECONDS.standard;

export const PUBLIC_API_CACHE_RULES: readonly PublicApiCacheRule[] = [
  { name: 'currencies', pattern: /^\/main\/api\/v2\/public\/currencies$/, ttlSeconds: standard, reason: 'spec: cached 300 s' },
  { name: 'exchange-rates', pattern: /^\/main\/api\/v2\/exchangeRate\/list$/, ttlSeconds: standard, reason: 'spec: cached 300 s' },
  {
    name: 'profcalc-rates',
    pattern: /^\/main\/api\/v2\/exchangeRate\/profcalcRates\/[^/]+$/,
    ttlSeconds: standard,
    reason: 'spec: cached 300 s',
  },
  { name: 'profcalc-devices', pattern: /^\/main\/api\/v2\/public\/profcalc\/devices$/, ttlSeconds: standard, reason: 'spec: cached 300 s' },
  { name: 'algorithms', pattern: /^\/main\/api\/v2\/mining\/algorithms$/, ttlSeconds: standard, reason: 'spec: cached 300 s' },
  { name: 'exchange-status', pattern: /^\/exchange\/api\/v2\/info\/status$/, ttlSeconds: standard, reason: 'spec: cached 300 s' },
  {
    name: 'global-stats',
    pattern: /^\/main\/api\/v2\/public\/stats\/global\/current$/,
    ttlSeconds: CACHE_TTL_SECONDS.globalStats,
    reason: 'spec: cached 60 s',
  },
  {
    name: 'prices',
    pattern: /^\/exchange\/api\/v2\/info\/prices$/,
    ttlSeconds: LAST_PRICE_MAX_AGE_MS / 1000,
    reason: 'spec: the last price is refreshed when older than 5 s; offline the last one seen is shown',
  },
  // Content is not given a TTL by the spec: the standard 300 s keeps guides
  // and help articles readable offline without holding edits back for long.
  { name: 'content-list', pattern: /^\/main\/api\/v2\/content\/list2$/, ttlSeconds: standard, reason: 'guide and help lists read offline' },
  { name: 'content-article', pattern: /^\/main\/api\/v2\/content\/article2$/, ttlSeconds: standard, reason: 'guides and help articles read offline' },
  { name: 'fee-info', pattern: /^\/main\/api\/v2\/public\/service\/fee\/info$/, ttlSeconds: standard, reason: 'the pricing page reads it offline' },
  { name: 'support-categories', pattern: /^\/supportdesk\/api\/v1\/categories$/, ttlSeconds: standard, reason: 'support screens load them' },
];

/** The rule for a same-origin path, or undefined when the response must not be cached. */
export function publicApiCacheRule(pathname: string): PublicApiCacheRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_API_CACHE_RULES.find((rule) => rule.pattern.test(path));
}

/**
 * Headers that make a request private: a signed call (X-Auth) belongs to one
 * user and organization even on a listed path, so it bypasses the cache.
 */
const PRIVATE_REQUEST_HEADERS = ['x-auth', 'authorization', 'x-organization-id'];

export function isPrivateRequest(headers: Headers): boolean {
  return PRIVATE_REQUEST_HEADERS.some((name) => headers.has(name));
}
