/**
 * The worker's public responses in IndexedDB, each with the time it was
 * fetched. Not Workbox's ExpirationPlugin: it refreshes an entry's time when
 * the entry is read, so it cannot hold a strict 60 s / 300 s TTL.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { PUBLIC_API_CACHE_DB, PUBLIC_API_CACHE_STORE, type CachedApiResponse } from '../../src/config/public-api-cache.js';

export interface ResponseStore {
  read(key: string): Promise<CachedApiResponse | undefined>;
  write(key: string, entry: CachedApiResponse): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export function indexedDbResponseStore(): ResponseStore {
  let store: UseStore | undefined;
  const open = (): UseStore => (store ??= createStore(PUBLIC_API_CACHE_DB, PUBLIC_API_CACHE_STORE));
  return {
    read: (key) => get<CachedApiResponse>(key, open()),
    write: (key, entry) => set(key, entry, open()),
    remove: (key) => del(key, open()),
    keys: async () => (await keys(open())).map(String),
  };
}
