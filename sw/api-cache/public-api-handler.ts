/**
 * How one allowlisted public GET is answered:
 * - a signed or otherwise private request goes to the network and is never stored;
 * - a stored entry younger than its TTL is answered without a network request;
 * - otherwise the network is asked (revalidating past the browser's HTTP cache);
 *   a 200 JSON answer is stored with its fetch time;
 * - when the network cannot be reached the stored entry is used, however old.
 * An HTTP error (maintenance, unavailable, 5xx) is passed through untouched:
 * the app must see the failure, not old data that hides it.
 * Every answer of a listed path carries its fetch time (X-Hashvale-Fetched-At)
 * so the page can say "as of ...".
 */
import { CACHE_STATUS_HEADER, FETCHED_AT_HEADER, publicApiCacheKey, type CacheStatus, type CachedApiResponse } from '../../src/config/public-api-cache.js';
import { isPrivateRequest, type PublicApiCacheRule } from './public-api-rules';
import type { ResponseStore } from './response-store';

/** A flag answer means the system state is in question: never keep it as data. */
const SYSTEM_STATE_HEADERS = ['x-hashvale-system-unavailable', 'x-hashvale-maintenance'];

export interface PublicApiHandlerDeps {
  store: ResponseStore;
  fetch: (request: Request, init?: RequestInit) => Promise<Response>;
  now: () => number;
  /** Told when an answer came from the store (the page shows "as of"). */
  onServedFromCache?: (key: string, entry: CachedApiResponse, stale: boolean) => void;
}

function toResponse(entry: CachedApiResponse, status: CacheStatus): Response {
  return new Response(entry.body, {
    status: entry.status,
    headers: {
      'content-type': entry.contentType,
      [FETCHED_AT_HEADER]: String(entry.fetchedAt),
      [CACHE_STATUS_HEADER]: status,
    },
  });
}

function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').includes('json') &&
    !/\bprivate\b/i.test(cacheControl) &&
    !SYSTEM_STATE_HEADERS.some((name) => response.headers.get(name) === 'true')
  );
}

export function isFresh(entry: CachedApiResponse, rule: PublicApiCacheRule, now: number): boolean {
  const age = now - entry.fetchedAt;
  return age >= 0 && age < rule.ttlSeconds * 1000;
}

async function readSafely(store: ResponseStore, key: string): Promise<CachedApiResponse | undefined> {
  try {
    return await store.read(key);
  } catch {
    return undefined; // a broken database means a network request, never a failure
  }
}

export async function handlePublicApiRequest(request: Request, rule: PublicApiCacheRule, deps: PublicApiHandlerDeps): Promise<Response> {
  if (request.method !== 'GET' || isPrivateRequest(request.headers)) return deps.fetch(request);

  const key = publicApiCacheKey(new URL(request.url), rule.cacheKeyIgnores);
  const stored = await readSafely(deps.store, key);
  if (stored && isFresh(stored, rule, deps.now())) {
    deps.onServedFromCache?.(key, stored, false);
    return toResponse(stored, 'fresh');
  }

  let response: Response;
  try {
    // no-cache: past the HTTP cache to the server (a 304 there is fine).
    response = await deps.fetch(request, { cache: 'no-cache' });
  } catch (error) {
    if (!stored) throw error;
    deps.onServedFromCache?.(key, stored, true);
    return toResponse(stored, 'stale');
  }
  if (!isStorable(response)) return response;

  const entry: CachedApiResponse = {
    fetchedAt: deps.now(),
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
  try {
    await deps.store.write(key, entry);
  } catch {
    // Quota or a closed database: the answer still reaches the page.
  }
  return toResponse(entry, 'network');
}
