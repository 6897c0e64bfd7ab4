import { describe, expect, it } from 'vitest';
import { API, API_ENDPOINTS } from '../../src/config/api-contract';
import { CACHE_TTL_SECONDS, LAST_PRICE_MAX_AGE_MS } from '../../src/config/limits';
import { isPrivateRequest, PUBLIC_API_CACHE_RULES, publicApiCacheRule } from './public-api-rules';

describe('public API cache rules', () => {
  it('caches the spec public calls for 300 s and global stats for 60 s', () => {
    for (const path of [
      '/main/api/v2/public/currencies',
      '/main/api/v2/public/currencies/',
      '/main/api/v2/exchangeRate/list',
      '/main/api/v2/exchangeRate/profcalcRates/7',
      '/main/api/v2/public/profcalc/devices',
      '/main/api/v2/mining/algorithms',
      '/main/api/v2/mining/markets',
      '/exchange/api/v2/info/status',
      '/main/api/v2/content/list2',
      '/main/api/v2/content/article2',
      '/supportdesk/api/v1/categories',
    ]) {
      expect(publicApiCacheRule(path)?.ttlSeconds, path).toBe(CACHE_TTL_SECONDS.standard);
    }
    expect(publicApiCacheRule('/main/api/v2/public/stats/global/current')?.ttlSeconds).toBe(CACHE_TTL_SECONDS.globalStats);
    expect(publicApiCacheRule('/main/api/v2/public/stats/global/24h')?.ttlSeconds).toBe(CACHE_TTL_SECONDS.globalStats);
    expect(publicApiCacheRule('/exchange/api/v2/info/prices')?.ttlSeconds).toBe(LAST_PRICE_MAX_AGE_MS / 1000);
  });

  it('are exactly the contract entries with an offline reason, each with its TTL and reason', () => {
    const offline = API_ENDPOINTS.filter((e) => e.offline !== undefined);
    expect(PUBLIC_API_CACHE_RULES.map((r) => r.name)).toEqual(offline.map((e) => e.name));
    for (const endpoint of offline) {
      const rule = PUBLIC_API_CACHE_RULES.find((r) => r.name === endpoint.name)!;
      expect(rule.ttlSeconds, endpoint.name).toBe(endpoint.cacheTtlSeconds);
      expect(rule.reason, endpoint.name).toBe(endpoint.offline);
    }
    // Kept by the server's response cache and the browser's HTTP cache, not stored by the worker.
    expect(API.countries.offline).toBeUndefined();
    expect(publicApiCacheRule('/api/v2/enum/xchCountries')).toBeUndefined();
  });

  it('never caches private or unlisted calls', () => {
    for (const path of [
      '/api/v2/profile',
      '/api/v2/system/flags',
      '/api/v2/time',
      '/api/v2/notifications',
      '/api/v2/activity',
      '/main/api/v2/accounting/accounts2',
      '/main/api/v2/public/simplemultialgo/info',
      '/main/api/v2/public/currencies/extra',
      '/main/api/v2/exchangeRate/profcalcRates',
      '/supportdesk/api/v1/cases',
      '/version.json',
    ]) {
      expect(publicApiCacheRule(path), path).toBeUndefined();
    }
  });

  it('treats signed requests as private', () => {
    expect(isPrivateRequest(new Headers({ 'X-Auth': 'key:sig' }))).toBe(true);
    expect(isPrivateRequest(new Headers({ 'X-Organization-Id': 'org' }))).toBe(true);
    expect(isPrivateRequest(new Headers({ accept: 'application/json', 'X-Request-Id': 'r' }))).toBe(false);
  });
});
