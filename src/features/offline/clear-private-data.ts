/**
 * Logout clears what the next person on this device must not see: every
 * CacheStorage cache but the precached app shell, and every IndexedDB store
 * but the service worker's public API responses (only allowlisted public,
 * unsigned answers ever go there: sw/api-cache/). That includes the visited
 * pages. Stores are cleared rather than databases deleted: a deletion waits
 * for every open connection to close.
 */
import { KNOWN_DATABASES, PUBLIC_API_DB } from '../../lib/storage';

const PRECACHE_PREFIX = 'workbox-precache';
const KEEP_DATABASES: ReadonlySet<string> = new Set([PUBLIC_API_DB.name]);

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)));
}

function clearDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${name}`));
    request.onsuccess = () => {
      const db = request.result;
      const stores = [...db.objectStoreNames];
      if (stores.length === 0) {
        db.close();
        resolve();
        return;
      }
      const tx = db.transaction(stores, 'readwrite');
      for (const store of stores) tx.objectStore(store).clear();
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error ?? new Error(`Could not clear ${name}`));
      };
    };
  });
}

async function databaseNames(): Promise<string[]> {
  if (typeof indexedDB.databases !== 'function') return [...KNOWN_DATABASES];
  const list = await indexedDB.databases();
  return list.map((db) => db.name).filter((name): name is string => Boolean(name));
}

async function clearDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const names = (await databaseNames()).filter((name) => !KEEP_DATABASES.has(name));
  await Promise.all(names.map(clearDatabase));
}

/** Runs both clean-ups; a failure of one does not stop the other, and is reported to the caller. */
export async function clearPrivateData(): Promise<void> {
  const results = await Promise.allSettled([clearCaches(), clearDatabases()]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
