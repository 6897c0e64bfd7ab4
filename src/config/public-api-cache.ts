/**
 * What the service worker (sw/api-cache/) and the page agree on about the
 * cached public API responses: where they live, the header that says when a
 * response was fetched, and the message the worker sends when it answers from
 * its cache. Plain data, imported by both sides.
 */

/** IndexedDB database and store of the worker's public responses ({fetchedAt, ...}). */
export const PUBLIC_API_CACHE_DB = 'hashvale-sw-public-api';
export const PUBLIC_API_CACHE_STORE = 'responses';

/** Epoch milliseconds of the network fetch behind a response the worker answered. */
export const FETCHED_AT_HEADER = 'X-Hashvale-Fetched-At';
/** `fresh` (from cache, within TTL), `stale` (from cache, network failed) or `network`. */
export const CACHE_STATUS_HEADER = 'X-Hashvale-Cache';

export type CacheStatus = 'fresh' | 'stale' | 'network';

/** Posted to the page whose request the worker answered from its cache. */
export const SERVED_FROM_CACHE_MESSAGE = 'hashvale:served-from-cache';

export interface ServedFromCacheMessage {
  type: typeof SERVED_FROM_CACHE_MESSAGE;
  /** The cache key: path (no trailing slash) plus query. */
  key: string;
  fetchedAt: number;
  stale: boolean;
}

/**
 * Sent by the page when the worker first takes control: the URLs the page
 * fetched before, so the worker can cache the public ones (sw/api-cache/warm-public-api.ts).
 */
export const WARM_PUBLIC_API_MESSAGE = 'hashvale:warm-public-api';

/** One stored response. */
export interface CachedApiResponse {
  fetchedAt: number;
  status: number;
  contentType: string;
  body: string;
}

/** The key of a URL: path without a trailing slash (the API tolerates both forms) plus query. */
export function publicApiCacheKey(url: URL, ignoredParams: readonly string[] = []): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (ignoredParams.length === 0) return `${path}${url.search}`;
  const params = new URLSearchParams(url.search);
  for (const name of ignoredParams) params.delete(name);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The fetch time a response carries, or undefined for one that did not pass the worker's cache. */
export function fetchedAtOf(response: { headers: { get(name: string): string | null } }): number | undefined {
  const value = Number(response.headers.get(FETCHED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The Background Sync tag of the outbox (src/lib/outbox/), and the message the worker sends pages when it fires. */
export const OUTBOX_SYNC_TAG = 'hashvale-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'OUTBOX_FLUSH';
