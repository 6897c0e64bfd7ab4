/**
 * The worker's TTL cache of public API responses (sw/api-cache/): fresh
 * entries answer without a network request, older ones are revalidated, and
 * signed or private calls are never stored. Requests the worker sends to the
 * network show up as context requests with a service worker; Playwright's
 * page.route would not see the answers the worker gives itself.
 */
import { expect, test } from './support/test';
import { CACHE_TTL_SECONDS } from '../../src/config/limits';
import { ageStoredResponse, fetchFromPage, indexedDbContents, openControlled, recordWorkerRequests } from './pwa-support/service-worker';

const CURRENCIES = '/main/api/v2/public/currencies';
const GLOBAL_STATS = '/main/api/v2/public/stats/global/current';

test.describe('public API cache', () => {
  test('answers a public response younger than its TTL without a network request', async ({ page, context }) => {
    const worker = recordWorkerRequests(context);
    await openControlled(page);
    const first = await fetchFromPage(page, CURRENCIES);
    expect(first.status).toBe(200);
    expect(first.fetchedAt).toMatch(/^\d+$/);
    const sent = worker.urls().filter((url) => url === CURRENCIES).length;

    for (let i = 0; i < 3; i++) {
      const again = await fetchFromPage(page, CURRENCIES);
      expect(again).toEqual({ status: 200, fetchedAt: first.fetchedAt, cache: 'fresh' });
    }
    expect(worker.urls().filter((url) => url === CURRENCIES)).toHaveLength(sent);
  });

  test('revalidates a response older than its TTL from the network', async ({ page, context }) => {
    const worker = recordWorkerRequests(context);
    await openControlled(page);
    await fetchFromPage(page, CURRENCIES);
    const aged = await ageStoredResponse(page, CURRENCIES, CACHE_TTL_SECONDS.standard * 1000);
    const before = worker.urls().filter((url) => url === CURRENCIES).length;

    const answer = await fetchFromPage(page, CURRENCIES);
    expect(answer.cache).toBe('network');
    expect(Number(answer.fetchedAt)).toBeGreaterThan(aged);
    expect(worker.urls().filter((url) => url === CURRENCIES)).toHaveLength(before + 1);
  });

  test('keeps global stats for 60 s, not 300 s', async ({ page, context }) => {
    const worker = recordWorkerRequests(context);
    await openControlled(page);
    await fetchFromPage(page, GLOBAL_STATS);
    const count = () => worker.urls().filter((url) => url === GLOBAL_STATS).length;

    await ageStoredResponse(page, GLOBAL_STATS, (CACHE_TTL_SECONDS.globalStats - 5) * 1000);
    const young = count();
    expect((await fetchFromPage(page, GLOBAL_STATS)).cache).toBe('fresh');
    expect(count()).toBe(young);

    await ageStoredResponse(page, GLOBAL_STATS, 10_000);
    expect((await fetchFromPage(page, GLOBAL_STATS)).cache).toBe('network');
    expect(count()).toBe(young + 1);
  });
});

test.describe('private API calls', () => {
  // The signed call carries a made-up signature and the profile call none: the server refuses both.
  test.use({ allowedProblem: /HTTP 40[013]|status of 40[013]/ });

  test('never stores a signed request or a private path', async ({ page }) => {
    await openControlled(page);
    const signed = await fetchFromPage(page, '/main/api/v2/exchangeRate/profcalcRates/private-test', {
      'X-Auth': 'key:0000',
      'X-Time': String(Date.now()),
      'X-Nonce': 'n'.repeat(32),
    });
    expect(signed.fetchedAt).toBeNull();
    const profile = await fetchFromPage(page, '/api/v2/profile');
    expect(profile.fetchedAt).toBeNull();

    const stored = (await indexedDbContents(page))['hashvale-sw-public-api'] ?? [];
    // Public rates the page itself read (Home's EUR rate) may be stored; the signed call's answer never.
    expect(stored.filter((key) => key.includes('private-test') || key.includes('profile'))).toEqual([]);
  });
});
