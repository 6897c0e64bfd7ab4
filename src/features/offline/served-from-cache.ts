/**
 * Which API answers of the current page the service worker gave from its
 * cache, and how old they were (sw/api-cache/ posts a message for each). The
 * "as of" notices read this. The listener is attached when the module loads,
 * before the app mounts: a message that arrives with no listener is lost.
 *
 * Also from module load: when the worker takes control of a page it did not
 * control before (the very first visit), the page tells it which API URLs it
 * already fetched, so their public answers are cached too.
 */
import { isApiPath } from '../../config/api-prefixes';
import { SERVED_FROM_CACHE_MESSAGE, WARM_PUBLIC_API_MESSAGE, type ServedFromCacheMessage } from '../../config/public-api-cache';

export interface ServedEntry {
  key: string;
  fetchedAt: number;
  stale: boolean;
}

type Listener = () => void;

let entries: readonly ServedEntry[] = [];
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function isServedMessage(data: unknown): data is ServedFromCacheMessage {
  const message = data as Partial<ServedFromCacheMessage> | null;
  return message?.type === SERVED_FROM_CACHE_MESSAGE && typeof message.key === 'string' && typeof message.fetchedAt === 'number';
}

/** Records one answer; a newer answer for the same key replaces the older. */
export function recordServedFromCache(entry: ServedEntry): void {
  entries = [...entries.filter((e) => e.key !== entry.key), entry];
  emit();
}

/** Forgets the answers of the previous page (called on navigation). */
export function clearServedFromCache(): void {
  if (entries.length === 0) return;
  entries = [];
  emit();
}

export function getServedFromCache(): readonly ServedEntry[] {
  return entries;
}

export function subscribeToServedFromCache(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The oldest fetch time among answers whose key starts with `path` (all answers when omitted). */
export function oldestFetchedAt(list: readonly ServedEntry[], path?: string): number | undefined {
  const matching = path ? list.filter((e) => e.key === path || e.key.startsWith(`${path}?`)) : list;
  return matching.length ? Math.min(...matching.map((e) => e.fetchedAt)) : undefined;
}

/** Same-origin API URLs this document has fetched (resource timing sees them all). */
function fetchedApiUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && isApiPath(url.pathname);
    });
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent) => {
    if (isServedMessage(event.data)) {
      recordServedFromCache({ key: event.data.key, fetchedAt: event.data.fetchedAt, stale: event.data.stale });
    }
  });
  if (!container.controller) {
    container.addEventListener('controllerchange', () => container.controller?.postMessage({ type: WARM_PUBLIC_API_MESSAGE, urls: fetchedApiUrls() }), {
      once: true,
    });
  }
}
