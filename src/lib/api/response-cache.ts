/**
 * The GET cache of spec section 7: with a `cache` option (TTL in seconds) an
 * unsigned GET's answer is kept under its URL with query, with the time it was
 * fetched, and served while younger than the TTL. It lives in IndexedDB
 * (idb-keyval) so it survives reloads; where IndexedDB is missing or refuses
 * (Node, some private modes) a memory map stands in. Workbox's expiration
 * cannot be used for this: it refreshes an entry's time when it is read.
 * Signed answers belong to one organization and are never stored here.
 */
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

export interface CachedResponse {
  fetchedAt: number;
  data: unknown;
}

export interface CacheBackend {
  get(key: string): Promise<CachedResponse | undefined>;
  set(key: string, value: CachedResponse): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function memoryBackend(): CacheBackend {
  const map = new Map<string, CachedResponse>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    delete: async (key) => void map.delete(key),
    clear: async () => map.clear(),
  };
}

export const CACHE_DB_NAME = 'hashvale-api-cache';
const CACHE_STORE_NAME = 'responses';

export function indexedDbBackend(): CacheBackend {
  let store: UseStore | undefined;
  const open = (): UseStore => (store ??= createStore(CACHE_DB_NAME, CACHE_STORE_NAME));
  return {
    get: (key) => get<CachedResponse>(key, open()),
    set: (key, value) => set(key, value, open()),
    delete: (key) => del(key, open()),
    clear: () => clear(open()),
  };
}

/** IndexedDB where the platform has it, else memory. */
export function defaultBackend(): CacheBackend {
  return typeof indexedDB === 'undefined' ? memoryBackend() : indexedDbBackend();
}

export interface ResponseCache {
  /** The stored answer when it is younger than `ttlSeconds`. */
  fresh(key: string, ttlSeconds: number): Promise<unknown | undefined>;
  store(key: string, data: unknown): Promise<void>;
  clear(): Promise<void>;
}

export function createResponseCache(backend: CacheBackend, now: () => number = Date.now): ResponseCache {
  return {
    async fresh(key, ttlSeconds) {
      try {
        const entry = await backend.get(key);
        if (!entry || !Number.isFinite(entry.fetchedAt)) return undefined;
        const age = now() - entry.fetchedAt;
        return age >= 0 && age < ttlSeconds * 1000 ? entry.data : undefined;
      } catch {
        return undefined; // a broken store means a network call, never a failure
      }
    },
    async store(key, data) {
      try {
        await backend.set(key, { fetchedAt: now(), data });
      } catch {
        // Quota or a closed database: the answer is still returned to the caller.
      }
    },
    async clear() {
      await backend.clear().catch(() => undefined);
    },
  };
}
