/**
 * The API responses the worker may keep: exactly the entries of the API
 * contract (src/config/api-contract.ts) that give an `offline` reason, each
 * fresh for the entry's `cacheTtlSeconds`. Those are public GETs whose answer
 * is the same for everyone; anything else (profile, accounting,
 * notifications, activity, support cases...) is never stored.
 */
import { API_ENDPOINTS, pathMatcher, type ApiName } from '../../src/config/api-contract.js';

export interface PublicApiCacheRule {
  name: ApiName;
  /** Matched against the request path (a trailing slash is tolerated). */
  pattern: RegExp;
  ttlSeconds: number;
  reason: string;
  /** Query parameters left out of the cache key (a moving time window). */
  cacheKeyIgnores: readonly string[];
}

export const PUBLIC_API_CACHE_RULES: readonly PublicApiCacheRule[] = API_ENDPOINTS.filter(
  (endpoint) => endpoint.offline !== undefined && endpoint.method === 'GET' && !endpoint.signed && endpoint.cacheTtlSeconds !== undefined,
).map((endpoint) => ({
  name: endpoint.name,
  pattern: pathMatcher(endpoint),
  ttlSeconds: endpoint.cacheTtlSeconds!,
  reason: endpoint.offline!,
  cacheKeyIgnores: endpoint.cacheKeyIgnores ?? [],
}));

/** The rule for a same-origin path, or undefined when the response must not be kept. */
export function publicApiCacheRule(pathname: string): PublicApiCacheRule | undefined {
  return PUBLIC_API_CACHE_RULES.find((rule) => rule.pattern.test(pathname));
}

/**
 * Headers that make a request private: a signed call (X-Auth) belongs to one
 * user and organization even on a listed path, so it bypasses the cache.
 */
const PRIVATE_REQUEST_HEADERS = ['x-auth', 'authorization', 'x-organization-id'];

export function isPrivateRequest(headers: Headers): boolean {
  return PRIVATE_REQUEST_HEADERS.some((name) => headers.has(name));
}
