/** Helpers of the PWA browser tests: worker control, its caches and IndexedDB, seen from the page. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, waitForApp } from '../support/test';

/** Opens `path`, waits for the worker to be active and to control the page. */
export async function openControlled(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // The first install claims open pages (sw/first-install-claim.ts).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The version the controlling worker was built with (sw/messages.ts GET_VERSION). */
export function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no controlling worker'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version: string }>) => resolve(event.data.version);
        controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/** Network requests the service worker itself sent (those it answered from cache send none). */
export function recordWorkerRequests(context: BrowserContext): { urls: () => string[] } {
  const urls: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return { urls: () => [...urls] };
}

export interface FetchedHeaders {
  status: number;
  fetchedAt: string | null;
  cache: string | null;
}

/** A fetch from the page, as the app would make it. */
export function fetchFromPage(page: Page, url: string, headers: Record<string, string> = {}): Promise<FetchedHeaders> {
  return page.evaluate(
    async ([u, h]) => {
      const response = await fetch(u, { headers: h });
      return {
        status: response.status,
        fetchedAt: response.headers.get('X-Hashvale-Fetched-At'),
        cache: response.headers.get('X-Hashvale-Cache'),
      };
    },
    [url, headers] as const,
  );
}

/** Every key of every object store of every IndexedDB database, by database name. */
export function indexedDbContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const keys: string[] = [];
      for (const store of [...db.objectStoreNames]) {
        const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction(store, 'readonly').objectStore(store).getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        keys.push(...all.map((key) => `${store}:${String(key)}`));
      }
      db.close();
      out[name] = keys;
    }
    return out;
  });
}

/** Every URL in CacheStorage, by cache name. */
export function cacheStorageContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

/** Moves a stored public response's fetch time into the past, as if it had aged. */
export async function ageStoredResponse(page: Page, key: string, byMs: number): Promise<number> {
  const fetchedAt = await page.evaluate(
    async ([k, ms]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hashvale-sw-public-api');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const store = db.transaction('responses', 'readwrite').objectStore('responses');
      const entry = await new Promise<{ fetchedAt: number } | undefined>((resolve, reject) => {
        const request = store.get(k);
        request.onsuccess = () => resolve(request.result as { fetchedAt: number } | undefined);
        request.onerror = () => reject(request.error);
      });
      if (!entry) throw new Error(`nothing stored under ${k}`);
      entry.fetchedAt -= ms;
      await new Promise<void>((resolve, reject) => {
        const request = store.put(entry, k);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      });
      db.close();
      return entry.fetchedAt;
    },
    [key, byMs] as const,
  );
  expect(fetchedAt).toBeGreaterThan(0);
  return fetchedAt;
}

/**
 * Takes the browser offline and waits until the page sees it: under load the
 * emulated state can reach a page a moment after setOffline returns, and a
 * document opened in that moment would start as online.
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.waitForFunction(() => navigator.onLine === false);
}
