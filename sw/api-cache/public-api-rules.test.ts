import { describe, expect, it } from 'vitest';
import { CACHE_TTL_SECONDS } from '../../src/config/limits';
import { isPrivateRequest, publicApiCacheRule } from './public-api-rules';

describe('public API cache rules', () => {
  it('caches the spec public calls for 300 s and global stats for 60 s', () => {
    for (const path of [
      '/main/api/v2/public/currencies',
      '/main/api/v2/public/currencies/',
      '/main/api/v2/exchangeRate/list',
      '/main/api/v2/exchangeRate/profcalcRates/7',
      '/main/api/v2/public/profcalc/devices',
      '/main/api/v2/mining/algorithms',
      '/exchange/api/v2/info/status',
      '/main/api/v2/content/list2',
      '/main/api/v2/content/article2',
      '/supportdesk/api/v1/categories',
    ]) {
      expect(publicApiCacheRule(path)?.ttlSeconds, path).toBe(CACHE_TTL_SECONDS.standard);
    }
    expect(publicApiCacheRule('/main/api/v2/public/stats/global/current')?.ttlSeconds).toBe(CACHE_TTL_SECONDS.globalStats);
  });

  it('never caches private or unlisted calls', () => {
    for (const path of [
      '/api/v2/profile',
      '/api/v2/system/flags',
      '/api/v2/time',
      '/api/v2/notifications',
      '/api/v2/activity',
      '/main/api/v2/accounting/accounts2',
      '/main/api/v2/public/stats/global/24h',
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
