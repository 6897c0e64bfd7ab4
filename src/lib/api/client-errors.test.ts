import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { API } from '../../config/api-contract';
import { createApiClient } from './client';
import { isOnline, reportReachability } from '../online';
import { endpoint, errorBody, fakeFetch, jsonResponse, type FakeHandler } from './test-support';
import type { ApiClientOptions, ApiHooks, ApiSession } from './types';

const SESSION: ApiSession = { key: '4ebd366d-76f4-4400-a3b6-e51515d054d6', secret: 's', organizationId: null, verifying: false };

function client(handler: FakeHandler, options: ApiClientOptions = {}) {
  const fake = fakeFetch(handler);
  const hooks: Required<ApiHooks> = {
    onResponseHeaders: vi.fn(),
    onRateLimited: vi.fn(),
    onForcedLogout: vi.fn(),
    notifyError: vi.fn(),
  };
  const api = createApiClient({ host: 'http://api.test', fetch: fake.fetch, hooks, ...options });
  return { api, seen: fake.seen, hooks };
}

const fail = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('error bodies (spec section 8)', () => {
  it('makes the first item of errors the error, with a general translation replacing the message', async () => {
    const { api } = client(() => jsonResponse({ errors: [{ code: 2000, message: 'Invalid session: x' }, { code: 1 }] }, 401));
    const error = await fail(api.call(API.time));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 2000, serverMessage: 'Invalid session: x' });
    expect(error!.message).toBe('Your session is not valid any more. Please sign in again.');
  });

  it('prefers the exchange translation when the error carries a status', async () => {
    const { api } = client(() => jsonResponse({ errors: [{ code: 10, status: 'INSUFFICIENT_BALANCE', message: 'no' }] }, 400));
    expect((await fail(api.call(endpoint('GET', 'exchange/api/v2/order', true))))!.message).toBe('Your balance is too low for this order.');
  });

  it("keeps the server's message when no translation exists", async () => {
    const { api } = client(() => jsonResponse(errorBody(61, 'Invalid querystring: size must be <= 100'), 400));
    expect((await fail(api.call(API.activity)))!.message).toBe('Invalid querystring: size must be <= 100');
  });

  it('counts a 200 body with data.error as a failure', async () => {
    const { api } = client(() => jsonResponse({ error: { message: 'Wallet locked' } }));
    const error = await fail(api.call(API.accounts));
    expect(error).toMatchObject({ status: 200, message: 'Wallet locked' });
  });

  it('reports an unreachable server as a network error the monitor must skip', async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await fail(api.call(API.updateProfile, { body: {} }));
    expect(error).toMatchObject({ network: true, reportable: false, status: undefined });
  });
});

describe('429', () => {
  it('sets the rate limit with the Retry-After, without retrying or notifying', async () => {
    const { api, seen, hooks } = client(() => jsonResponse(errorBody(429, 'Too many'), 429, { 'retry-after': '30' }));
    const error = await fail(api.call(API.exchangeRates, { notify: 'request-failed' }));
    expect(error!.message).toBe('Slow down a bit, you are making too many request. Please wait a minute and try again.');
    expect(hooks.onRateLimited).toHaveBeenCalledWith(30_000);
    expect(hooks.notifyError).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});

describe('401', () => {
  it('forces a logout after a signed call that took under 10 s', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401), { session: () => SESSION });
    await fail(api.call(API.accounts));
    expect(hooks.onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['api/v2/auth/logout', API.logout],
    ['api/v2/auth/login/verify', endpoint('POST', 'api/v2/auth/login/verify', true)],
    ['api/v2/profile', API.profile],
    ['main/api/v2/admin/rigs/versions', endpoint('GET', 'main/api/v2/admin/rigs/versions', true)],
  ])('does not force a logout for %s', async (_path, entry) => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401), { session: () => SESSION });
    await fail(api.call(entry));
    expect(hooks.onForcedLogout).not.toHaveBeenCalled();
  });

  it('does not force a logout when the call took 10 s or more', async () => {
    const { api, hooks } = client(
      async () => {
        vi.setSystemTime(Date.now() + 10_000);
        return jsonResponse(errorBody(2000, 'Invalid session'), 401);
      },
      { session: () => SESSION },
    );
    await fail(api.call(API.accounts));
    expect(hooks.onForcedLogout).not.toHaveBeenCalled();
  });

  it('does not force a logout for an unsigned call (it says nothing about our session)', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401));
    await fail(api.call(API.useLoginToken, { params: { loginToken: 'x' } }));
    expect(hooks.onForcedLogout).not.toHaveBeenCalled();
  });
});

describe('failure notices', () => {
  it("wallet, currency and rate calls show the server's message", async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(61, 'Invalid currency'), 400));
    await fail(api.call(API.currencies, { notify: 'request-failed' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('Invalid currency');
  });

  it('they show the general request-failed text when the server sent no message', async () => {
    const { api, hooks } = client(() => Promise.reject(new TypeError('fetch failed')));
    await fail(api.call(API.exchangeRates, { notify: 'request-failed' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('The request failed. Please try again.');
  });

  it('exchange info failures fall back to the error message', async () => {
    const { api, hooks } = client(() => Promise.reject(new TypeError('fetch failed')));
    await fail(api.call(API.exchangeStatus, { notify: 'error-message' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('The server could not be reached. Check your connection and try again.');
  });

  it('a call with a fallback fails silently with it', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2999, 'x'), 500));
    vi.useRealTimers();
    await expect(api.call(API.exchangePrices, { fallback: {} })).resolves.toEqual({});
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });
});

describe('response headers', () => {
  it('passes every answer’s headers to the hook, error answers too', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(404, 'x'), 404, { 'x-hashvale-maintenance': 'true' }));
    await fail(api.call(endpoint('GET', 'api/v2/nothing', false)));
    const headers = vi.mocked(hooks.onResponseHeaders).mock.calls[0]![0];
    expect(headers.get('x-hashvale-maintenance')).toBe('true');
  });
});

describe('no cache in the client (the service worker keeps the one TTL cache)', () => {
  it('asks again for every call: a fresh answer comes from the worker, not from the client', async () => {
    let n = 0;
    const { api, seen } = client(() => jsonResponse({ n: ++n }));
    expect(await api.call(API.currencies)).toEqual({ n: 1 });
    vi.setSystemTime(Date.now() + 1_000);
    expect(await api.call(API.currencies)).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
  });

  it('takes the time of an answer from the worker, else the time it arrived', async () => {
    const fetchedAt = Date.now() - 120_000;
    const { api } = client((_r, i) => jsonResponse({ i }, 200, i === 0 ? { 'X-Hashvale-Fetched-At': String(fetchedAt), 'X-Hashvale-Cache': 'fresh' } : {}));
    expect(await api.read(API.currencies)).toEqual({ data: { i: 0 }, asOf: fetchedAt });
    expect(await api.read(API.currencies)).toEqual({ data: { i: 1 }, asOf: Date.now() });
  });

  it('shares one request between simultaneous callers of the same URL and query', async () => {
    const { api, seen } = client((r) => jsonResponse({ url: r.url }));
    await Promise.all([api.call(API.algorithms), api.call(API.algorithms)]);
    expect(seen).toHaveLength(1);
    await Promise.all([
      api.call(API.trades, { query: { market: 'BTCUSDT' } }),
      api.call(API.trades, { query: { market: 'ETHBTC' } }),
      api.call(API.trades, { query: { market: 'BTCUSDT' } }),
    ]);
    expect(seen).toHaveLength(3);
  });

  it('never shares a signed request, nor one its caller may abort', async () => {
    const { api, seen } = client(() => jsonResponse({ ok: true }), { session: () => SESSION });
    await Promise.all([api.call(API.accounts), api.call(API.accounts)]);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers.get('x-auth')).not.toBeNull();
    const controller = new AbortController();
    await Promise.all([api.call(API.currencies, { signal: controller.signal }), api.call(API.currencies)]);
    expect(seen).toHaveLength(4);
  });

  it('keeps no failure: the next call asks again', async () => {
    let n = 0;
    const { api, seen } = client(() => (n++ === 0 ? jsonResponse(errorBody(404, 'x'), 404) : jsonResponse({ ok: true })));
    await fail(api.call(API.currencies));
    expect(await api.call(API.currencies)).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });
});

describe('reachability', () => {
  afterEach(() => reportReachability(true));

  it('a call that gets no answer marks the device offline; the next answer marks it online again', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    let fail = true;
    const fake = fakeFetch(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse({ serverTime: 1 })));
    const api = createApiClient({ host: 'http://api.test', fetch: fake.fetch });
    await expect(api.call(API.time, { retry: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(isOnline()).toBe(false);
    fail = false;
    await api.call(API.time, { retry: 0 });
    expect(isOnline()).toBe(true);
    vi.unstubAllGlobals();
  });
});
