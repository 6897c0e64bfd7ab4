import { useSyncExternalStore } from 'react';
import { getServedFromCache, subscribeToServedFromCache, type ServedEntry } from './served-from-cache';

const NONE: readonly ServedEntry[] = [];

/** The current page's API answers that came from the service worker's cache. */
export function useServedFromCache(): readonly ServedEntry[] {
  return useSyncExternalStore(subscribeToServedFromCache, getServedFromCache, () => NONE);
}
