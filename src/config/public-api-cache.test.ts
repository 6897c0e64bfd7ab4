import { describe, expect, it } from 'vitest';
import { fetchedAtOf, publicApiCacheKey } from './public-api-cache';

describe('what the worker and the page agree on', () => {
  it('reads the fetch time header and builds the same key as the worker', () => {
    expect(fetchedAtOf(new Response('', { headers: { 'X-Hashvale-Fetched-At': '1700000000000' } }))).toBe(1700000000000);
    expect(fetchedAtOf(new Response(''))).toBeUndefined();
    expect(publicApiCacheKey(new URL('https://h.test/main/api/v2/public/currencies/?a=1'))).toBe('/main/api/v2/public/currencies?a=1');
    expect(publicApiCacheKey(new URL('https://h.test/'))).toBe('/');
  });

  it('leaves the ignored parameters out of the key, so a moving window keeps one entry', () => {
    const a = publicApiCacheKey(new URL('https://h.test/exchange/api/v2/candlesticks?market=BTCUSDT&from=1&to=2&resolution=1'), ['from', 'to']);
    const b = publicApiCacheKey(new URL('https://h.test/exchange/api/v2/candlesticks?market=BTCUSDT&from=61&to=62&resolution=1'), ['from', 'to']);
    expect(a).toBe('/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1');
    expect(b).toBe(a);
    expect(publicApiCacheKey(new URL('https://h.test/x?from=1'), ['from'])).toBe('/x');
  });
});
