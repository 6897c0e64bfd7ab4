import { describe, expect, it } from 'vitest';
import type { CachedApiResponse } from '../../src/config/public-api-cache';
import { handlePublicApiRequest, type PublicApiHandlerDeps } from './public-api-handler';
import { publicApiCacheRule } from './public-api-rules';
import type { ResponseStore } from './response-store';

const URL_RATES = 'https://hashvale.test/main/api/v2/exchangeRate/list';
const rule = publicApiCacheRule('/main/api/v2/exchangeRate/list')!;

function memoryStore(): ResponseStore & { map: Map<string, CachedApiResponse> } {
  const map = new Map<string, CachedApiResponse>();
  return {
    map,
    read: async (key) => map.get(key),
    write: async (key, entry) => void map.set(key, entry),
    remove: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}

function setup(network: () => Promise<Response>) {
  const store = memoryStore();
  const calls: Request[] = [];
  const served: Array<{ key: string; stale: boolean }> = [];
  let time = 1_000_000;
  const deps: PublicApiHandlerDeps = {
    store,
    fetch: async (request) => {
      calls.push(request);
      return network();
    },
    now: () => time,
    onServedFromCache: (key, _entry, stale) => served.push({ key, stale }),
  };
  return { store, calls, served, deps, advance: (ms: number) => (time += ms), now: () => time };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

describe('public API handler', () => {
  it('stores a network answer with its fetch time and serves it without a request while fresh', async () => {
    const t = setup(async () => json({ list: [1] }));
    const first = await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    expect(first.headers.get('X-Hashvale-Fetched-At')).toBe(String(t.now()));
    expect(first.headers.get('X-Hashvale-Cache')).toBe('network');
    t.advance(rule.ttlSeconds * 1000 - 1);
    const second = await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    expect(t.calls).toHaveLength(1);
    expect(await second.json()).toEqual({ list: [1] });
    expect(second.headers.get('X-Hashvale-Cache')).toBe('fresh');
    expect(t.served).toEqual([{ key: '/main/api/v2/exchangeRate/list', stale: false }]);
  });

  it('revalidates an entry as old as its TTL from the network, past the HTTP cache', async () => {
    let n = 0;
    const t = setup(async () => json({ n: ++n }));
    await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    t.advance(rule.ttlSeconds * 1000);
    const response = await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    expect(await response.json()).toEqual({ n: 2 });
    expect(t.calls).toHaveLength(2);
    expect(t.store.map.get('/main/api/v2/exchangeRate/list')?.fetchedAt).toBe(t.now());
  });

  it('falls back to the stale entry when the network cannot be reached', async () => {
    let online = true;
    const t = setup(async () => (online ? json({ list: ['old'] }) : Promise.reject(new TypeError('Failed to fetch'))));
    await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    const fetchedAt = t.now();
    t.advance(3_600_000);
    online = false;
    const response = await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    expect(await response.json()).toEqual({ list: ['old'] });
    expect(response.headers.get('X-Hashvale-Fetched-At')).toBe(String(fetchedAt));
    expect(response.headers.get('X-Hashvale-Cache')).toBe('stale');
    expect(t.served.at(-1)).toEqual({ key: '/main/api/v2/exchangeRate/list', stale: true });
  });

  it('fails like the network when nothing is stored', async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(handlePublicApiRequest(new Request(URL_RATES), rule, t.deps)).rejects.toThrow('Failed to fetch');
  });

  it('passes HTTP errors and system-state answers through without storing them', async () => {
    let next = new Response('{"errors":[]}', { status: 503, headers: { 'content-type': 'application/json' } });
    const t = setup(async () => next);
    expect((await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps)).status).toBe(503);
    next = json({ list: [] }, { 'x-hashvale-system-unavailable': 'true' });
    const answer = await handlePublicApiRequest(new Request(URL_RATES), rule, t.deps);
    expect(answer.headers.get('x-hashvale-system-unavailable')).toBe('true');
    expect(t.store.map.size).toBe(0);
  });

  it('never stores or serves a signed request', async () => {
    const t = setup(async () => json({ list: ['mine'] }));
    await t.store.write('/main/api/v2/exchangeRate/list', { fetchedAt: t.now(), status: 200, contentType: 'application/json', body: '{"list":["public"]}' });
    const signed = new Request(URL_RATES, { headers: { 'X-Auth': 'key:signature' } });
    const response = await handlePublicApiRequest(signed, rule, t.deps);
    expect(await response.json()).toEqual({ list: ['mine'] });
    expect(t.calls).toHaveLength(1);
    expect(t.store.map.get('/main/api/v2/exchangeRate/list')?.body).toBe('{"list":["public"]}');
  });

  it('keys entries by path without trailing slash plus query', async () => {
    const t = setup(async () => json({ ok: true }));
    await handlePublicApiRequest(new Request(`${URL_RATES}/?a=1`), rule, t.deps);
    await handlePublicApiRequest(new Request(`${URL_RATES}?a=1`), rule, t.deps);
    await handlePublicApiRequest(new Request(`${URL_RATES}?a=2`), rule, t.deps);
    expect([...t.store.map.keys()]).toEqual(['/main/api/v2/exchangeRate/list?a=1', '/main/api/v2/exchangeRate/list?a=2']);
    expect(t.calls).toHaveLength(2);
  });
});
