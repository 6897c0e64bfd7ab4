import { describe, expect, it } from 'vitest';
import { clearServedFromCache, getServedFromCache, oldestFetchedAt, recordServedFromCache } from './served-from-cache';

describe('answers served from the worker cache', () => {
  it('keeps the newest answer per key and forgets them all on navigation', () => {
    recordServedFromCache({ key: '/a', fetchedAt: 10, stale: false });
    recordServedFromCache({ key: '/a', fetchedAt: 20, stale: true });
    recordServedFromCache({ key: '/b?x=1', fetchedAt: 15, stale: false });
    expect(getServedFromCache()).toHaveLength(2);
    expect(oldestFetchedAt(getServedFromCache())).toBe(15);
    expect(oldestFetchedAt(getServedFromCache(), '/a')).toBe(20);
    expect(oldestFetchedAt(getServedFromCache(), '/b')).toBe(15);
    expect(oldestFetchedAt(getServedFromCache(), '/c')).toBeUndefined();
    clearServedFromCache();
    expect(getServedFromCache()).toEqual([]);
  });
});
