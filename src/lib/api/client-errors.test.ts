import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { memoryBackend } from './response-cache';
import { errorBody, fakeFetch, jsonResponse, type FakeHandler } from './test-support';
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
  const api = createApiClient({ host: 'http://api.test', fetch: fake.fetch, cacheBackend: memoryBackend(), hooks, ...options });
  return { api, seen: fake.seen, hooks };
}

const fail = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as ApiError);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('error bodies (spec section 8)', () => {
  it('makes the first item of errors the error, with a general translation replacing the message', async () => {
    const { api } = client(() => jsonResponse({ errors: [{ code: 2000, message: 'Invalid session: x' }, { code: 1 }] }, 401));
    const error = await fail(api.get('api/v2/time'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 2000, serverMessage: 'Invalid session: x' });
    expect(error!.message).toBe('Your session is not valid any more. Please sign in again.');
  });

  it('prefers the exchange translation when the error carries a status', async () => {
    const { api } = client(() => jsonResponse({ errors: [{ code: 10, status: 'INSUFFICIENT_BALANCE', message: 'no' }] }, 400));
    expect((await fail(api.get('exchange/api/v2/order')))!.message).toBe('Your balance is too low for this order.');
  });

  it("keeps the server's message when no translation exists", async () => {
    const { api } = client(() => jsonResponse(errorBody(61, 'Invalid querystring: size must be <= 100'), 400));
    expect((await fail(api.get('api/v2/activity')))!.message).toBe('Invalid querystring: size must be <= 100');
  });

  it('counts a 200 body with data.error as a failure', async () => {
    const { api } = client(() => jsonResponse({ error: { message: 'Wallet locked' } }));
    const error = await fail(api.get('main/api/v2/accounting/accounts2'));
    expect(error).toMatchObject({ status: 200, message: 'Wallet locked' });
  });

  it('reports an unreachable server as a network error the monitor must skip', async () => {
    const { api } = client(() => Promise.reject(new TypeError('fetch failed')));
    const error = await fail(api.post('api/v2/profile', {}));
    expect(error).toMatchObject({ network: true, reportable: false, status: undefined });
  });
});

describe('429', () => {
  it('sets the rate limit with the Retry-After, without retrying or notifying', async () => {
    const { api, seen, hooks } = client(() => jsonResponse(errorBody(429, 'Too many'), 429, { 'retry-after': '30' }));
    const error = await fail(api.get('main/api/v2/exchangeRate/list', { notify: 'request-failed' }));
    expect(error!.message).toBe('Slow down a bit, you are making too many request. Please wait a minute and try again.');
    expect(hooks.onRateLimited).toHaveBeenCalledWith(30_000);
    expect(hooks.notifyError).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });
});

describe('401', () => {
  it('forces a logout after a signed call that took under 10 s', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401), { session: () => SESSION });
    await fail(api.get('main/api/v2/accounting/accounts2'));
    expect(hooks.onForcedLogout).toHaveBeenCalledTimes(1);
  });

  it.each(['api/v2/auth/logout', 'api/v2/auth/login/verify', 'api/v2/profile', 'main/api/v2/admin/rigs/versions'])(
    'does not force a logout for %s',
    async (path) => {
      const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401), { session: () => SESSION });
      await fail(api.call(path, { method: path.endsWith('logout') ? 'DELETE' : 'GET' }));
      expect(hooks.onForcedLogout).not.toHaveBeenCalled();
    },
  );

  it('does not force a logout when the call took 10 s or more', async () => {
    const { api, hooks } = client(
      async () => {
        vi.setSystemTime(Date.now() + 10_000);
        return jsonResponse(errorBody(2000, 'Invalid session'), 401);
      },
      { session: () => SESSION },
    );
    await fail(api.get('main/api/v2/accounting/accounts2'));
    expect(hooks.onForcedLogout).not.toHaveBeenCalled();
  });

  it('does not force a logout for an unsigned call (it says nothing about our session)', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2000, 'Invalid session'), 401));
    await fail(api.post('api/v2/auth/useLoginToken/{t}', undefined, { params: { t: 'x' } }));
    expect(hooks.onForcedLogout).not.toHaveBeenCalled();
  });
});

describe('failure notices', () => {
  it("wallet, currency and rate calls show the server's message", async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(61, 'Invalid currency'), 400));
    await fail(api.get('main/api/v2/public/currencies', { notify: 'request-failed' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('Invalid currency');
  });

  it('they show the general request-failed text when the server sent no message', async () => {
    const { api, hooks } = client(() => Promise.reject(new TypeError('fetch failed')));
    await fail(api.get('main/api/v2/exchangeRate/list', { notify: 'request-failed' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('The request failed. Please try again.');
  });

  it('exchange info failures fall back to the error message', async () => {
    const { api, hooks } = client(() => Promise.reject(new TypeError('fetch failed')));
    await fail(api.get('exchange/api/v2/info/status', { notify: 'error-message' }));
    expect(hooks.notifyError).toHaveBeenCalledWith('The server could not be reached. Check your connection and try again.');
  });

  it('a call with a fallback fails silently with it', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(2999, 'x'), 500));
    vi.useRealTimers();
    await expect(api.get('exchange/api/v2/info/prices', { fallback: {} })).resolves.toEqual({});
    expect(hooks.notifyError).not.toHaveBeenCalled();
  });
});

describe('response headers', () => {
  it('passes every answer’s headers to the hook, error answers too', async () => {
    const { api, hooks } = client(() => jsonResponse(errorBody(404, 'x'), 404, { 'x-hashvale-maintenance': 'true' }));
    await fail(api.get('api/v2/nothing'));
    const headers = vi.mocked(hooks.onResponseHeaders).mock.calls[0]![0];
    expect(headers.get('x-hashvale-maintenance')).toBe('true');
  });
});

describe('the GET cache', () => {
  it('serves a cached answer while younger than its TTL, then fetches again', async () => {
    let n = 0;
    const { api, seen } = client(() => jsonResponse({ n: ++n }));
    expect(await api.get('main/api/v2/public/currencies', { cache: 300 })).toEqual({ n: 1 });
    vi.setSystemTime(Date.now() + 299_999);
    expect(await api.get('main/api/v2/public/currencies', { cache: 300 })).toEqual({ n: 1 });
    vi.setSystemTime(Date.now() + 1);
    expect(await api.get('main/api/v2/public/currencies', { cache: 300 })).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
  });

  it('keys entries by url and query', async () => {
    const { api, seen } = client((r) => jsonResponse({ url: r.url }));
    await api.get('main/api/v2/public/stats/global/current', { cache: 60, query: { a: 1 } });
    await api.get('main/api/v2/public/stats/global/current', { cache: 60, query: { a: 2 } });
    await api.get('main/api/v2/public/stats/global/current', { cache: 60, query: { a: 1 } });
    expect(seen).toHaveLength(2);
  });

  it('shares one request between simultaneous callers', async () => {
    const { api, seen } = client(() => jsonResponse({ ok: true }));
    await Promise.all([api.get('main/api/v2/mining/algorithms', { cache: 300 }), api.get('main/api/v2/mining/algorithms', { cache: 300 })]);
    expect(seen).toHaveLength(1);
  });

  it('never caches a signed answer', async () => {
    const { api, seen } = client(() => jsonResponse({ ok: true }), { session: () => SESSION });
    await api.get('main/api/v2/exchangeRate/list', { cache: 300 });
    await api.get('main/api/v2/exchangeRate/list', { cache: 300 });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers.get('x-auth')).not.toBeNull();
  });

  it('does not cache failures', async () => {
    let n = 0;
    const { api, seen } = client(() => (n++ === 0 ? jsonResponse(errorBody(404, 'x'), 404) : jsonResponse({ ok: true })));
    await fail(api.get('main/api/v2/public/currencies', { cache: 300 }));
    expect(await api.get('main/api/v2/public/currencies', { cache: 300 })).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });
});
