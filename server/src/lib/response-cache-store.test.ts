import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from './response-cache-store.js';

const limits = { maxEntries: 3, maxBytes: 10_000, maxEntryBytes: 4000, sweepIntervalMs: 1000, aliasesPerEntry: 4, aliasMaxTargetLength: 1024 };
let now = 0;
const entry = (body = 'x', ttlMs = 60_000): CachedResponse => ({ body, contentType: 'application/json', etag: '"e"', expiresAt: now + ttlMs });

describe('the response cache store', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const cache = new ResponseCache(() => now, limits);
    cache.set('a', entry());
    cache.set('b', entry());
    cache.set('c', entry());
    cache.get('a');
    cache.set('d', entry());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('gives an entry asked for a second chance only: not asked for again, it goes in its turn', () => {
    const cache = new ResponseCache(() => now, limits);
    for (const key of ['a', 'b', 'c']) cache.set(key, entry());
    cache.get('a');
    cache.set('d', entry());
    expect([cache.peek('a'), cache.peek('b')].map(Boolean)).toEqual([true, false]);
    for (const key of ['e', 'f', 'g']) cache.set(key, entry());
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('peeks at an entry without making it recently used', () => {
    const cache = new ResponseCache(() => now, limits);
    const a = entry();
    cache.set('a', a);
    cache.set('b', entry());
    cache.set('c', entry());
    expect(cache.peek('a')).toBe(a);
    cache.set('d', entry());
    expect(cache.peek('a')).toBeUndefined();
  });

  it('drops the least recently used entries past the byte bound, and refuses one entry larger than allowed', () => {
    const cache = new ResponseCache(() => now, { ...limits, maxEntries: 100 });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, entry('y'.repeat(3000)));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(3);
    expect(cache.get('k9')).toBeDefined();
    expect(cache.set('huge', entry('z'.repeat(5000)))).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
  });

  it('frees an expired entry when asked for it and on a sweep', () => {
    const cache = new ResponseCache(() => now, limits);
    cache.set('short', entry('x', 1000));
    cache.set('shorter', entry('x', 500));
    cache.set('long', entry('x', 60_000));
    now += 2000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.sweep()).toBe(1);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeGreaterThan(0);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('counts a replaced entry once', () => {
    const cache = new ResponseCache(() => now, limits);
    cache.set('a', entry('x'));
    const one = cache.bytes;
    cache.set('a', entry('x'));
    expect(cache.bytes).toBe(one);
  });
});
