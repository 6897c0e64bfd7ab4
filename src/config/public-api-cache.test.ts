import { describe, expect, it } from 'vitest';
import { fetchedAtOf, publicApiCacheKey } from './public-api-cache';

describe('what the worker and the page agree on', () => {
  it('reads the fetch time header and builds the same key as the worker', () => {
    expect(fetchedAtOf(new Response('', { headers: { 'X-Hashvale-Fetched-At': '1700000000000' } }))).toBe(1700000000000);
    expect(fetchedAtOf(new Response(''))).toBeUndefined();
    expect(publicApiCacheKey(new URL('https://h.test/main/api/v2/public/currencies/?a=1'))).toBe('/main/api/v2/public/currencies?a=1');
    expect(publicApiCacheKey(new URL('https://h.test/'))).toBe('/');
  });
});
