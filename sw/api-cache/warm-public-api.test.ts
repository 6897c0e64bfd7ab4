import { describe, expect, it } from 'vitest';
import type { CachedApiResponse } from '../../src/config/public-api-cache';
import type { PublicApiHandlerDeps } from './public-api-handler';
import { warmPublicApiCache } from './warm-public-api';

const ORIGIN = 'https://hashvale.test';

function setup() {
  const map = new Map<string, CachedApiResponse>();
  const fetched: Request[] = [];
  const deps: PublicApiHandlerDeps = {
    store: {
      read: async (key) => map.get(key),
      write: async (key, entry) => void map.set(key, entry),
      remove: async (key) => void map.delete(key),
      keys: async () => [...map.keys()],
    },
    fetch: async (request) => {
      fetched.push(request);
      return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
    now: () => 1_000,
  };
  return { map, fetched, deps };
}

describe('warming the public API cache', () => {
  it('fetches and stores only allowlisted same-origin paths not already fresh', async () => {
    const t = setup();
    t.map.set('/main/api/v2/mining/algorithms', { fetchedAt: 900, status: 200, contentType: 'application/json', body: '{}' });
    await warmPublicApiCache(
      [
        `${ORIGIN}/main/api/v2/public/currencies`,
        `${ORIGIN}/main/api/v2/public/currencies/`,
        `${ORIGIN}/main/api/v2/mining/algorithms`,
        `${ORIGIN}/api/v2/profile`,
        'https://elsewhere.test/main/api/v2/public/currencies',
        42,
        'http://[bad',
      ],
      ORIGIN,
      t.deps,
    );
    expect(t.fetched.map((r) => new URL(r.url).pathname)).toEqual(['/main/api/v2/public/currencies/']);
    expect([...t.map.keys()].sort()).toEqual(['/main/api/v2/mining/algorithms', '/main/api/v2/public/currencies']);
  });

  it('sends none of the page headers', async () => {
    const t = setup();
    await warmPublicApiCache([`${ORIGIN}/main/api/v2/exchangeRate/list`], ORIGIN, t.deps);
    expect(t.fetched[0]?.headers.has('x-auth')).toBe(false);
  });
});
