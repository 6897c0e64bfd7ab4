import { describe, expect, it } from 'vitest';
import { createResponseCache, memoryBackend, type CacheBackend } from './response-cache';

describe('createResponseCache', () => {
  it('stores the fetch time with the data and serves it while fresh', async () => {
    let now = 1_000;
    const backend = memoryBackend();
    const cache = createResponseCache(backend, () => now);
    await cache.store('/a?x=1', { v: 1 });
    expect(await backend.get('/a?x=1')).toEqual({ fetchedAt: 1_000, data: { v: 1 } });
    now += 59_999;
    expect(await cache.fresh('/a?x=1', 60)).toEqual({ v: 1 });
    now += 1;
    expect(await cache.fresh('/a?x=1', 60)).toBeUndefined();
  });

  it('treats a broken store as a miss', async () => {
    const broken: CacheBackend = {
      get: () => Promise.reject(new Error('closed')),
      set: () => Promise.reject(new Error('quota')),
      delete: () => Promise.reject(new Error('closed')),
      clear: () => Promise.reject(new Error('closed')),
    };
    const cache = createResponseCache(broken);
    await expect(cache.store('k', 1)).resolves.toBeUndefined();
    await expect(cache.fresh('k', 60)).resolves.toBeUndefined();
  });
});
