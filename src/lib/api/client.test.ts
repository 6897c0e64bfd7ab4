import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeSignature } from '../signing/hmac-signature';
import { API } from '../../config/api-contract';
import { createApiClient } from './client';
import { endpoint, errorBody, fakeFetch, jsonResponse, type FakeHandler } from './test-support';
import type { ApiClientOptions, ApiSession } from './types';

const HOST = 'http://api.test';
const ORDER = endpoint('POST', 'main/api/v2/hashpower/order', true);
const LAW_ENFORCEMENT_REQUEST = endpoint('POST', 'riskmanagement/api/v2/lawEnforcementRequest', false);
const SOLO_TEAM_HASHPOWER = endpoint('GET', 'main/api/v2/public/solo/team/hashpower', true);
const LOGIN_VERIFY = endpoint('POST', 'api/v2/auth/login/verify', true);
const SESSION: ApiSession = {
  key: '4ebd366d-76f4-4400-a3b6-e51515d054d6',
  secret: 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf-ce66-4ca7-8b84-93651abc723b',
  organizationId: 'da41b3bc-3d0b-4226-b7ea-aee73f94a518',
  verifying: false,
};

function client(handler: FakeHandler, options: ApiClientOptions = {}) {
  const fake = fakeFetch(handler);
  const api = createApiClient({ host: HOST, fetch: fake.fetch, ...options });
  return { api, seen: fake.seen };
}

/** Turns the real event loop (not faked here) until `done`, then a few more times for the answer's handling. */
async function settleUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('answers as bytes', () => {
  it('gives a signed call’s answer as a Blob when asked (attachments), unparsed', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { api, seen } = client(() => new Response(bytes, { headers: { 'content-type': 'image/png' } }), { session: () => SESSION });
    const blob = await api.call(API.supportAttachment, { params: { caseId: 'c1', attachmentId: 'a1' }, responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(seen[0]?.headers.get('X-Auth')).toBeTruthy();
  });
});

describe('building the request', () => {
  it('fills {name} placeholders from params and appends the query', async () => {
    const { api, seen } = client(() => jsonResponse({ ok: true }));
    await api.call(API.minerRigs, { params: { btcAddress: 'a b' }, query: { page: 1, size: undefined } });
    expect(seen[0]!.url).toBe(`${HOST}/main/api/v2/mining/external/a%20b/rigs2?page=1`);
  });

  it('sends the request id, user language and client description on every call', async () => {
    const { api, seen } = client(() => jsonResponse({}), { language: () => 'de', clientDescription: () => 'Chrome 1; Linux; desktop; de; build 1' });
    await api.call(API.time);
    expect(seen[0]!.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]!.headers.get('x-user-lang')).toBe('de');
    expect(seen[0]!.headers.get('x-user-agent')).toBe('Chrome 1; Linux; desktop; de; build 1');
    expect(seen[0]!.headers.get('x-auth')).toBeNull();
  });
});

describe('signing', () => {
  it('signs a call when a session exists, over the final path, query and body bytes', async () => {
    const { api, seen } = client(() => jsonResponse({}), { session: () => SESSION });
    await api.call(ORDER, { body: { test: true }, query: { b: 'x y', a: 1 } });
    const sent = seen[0]!;
    expect(sent.body).toBe('{"test":true}');
    const [key, signature] = sent.headers.get('x-auth')!.split(':');
    expect(key).toBe(SESSION.key);
    expect(sent.headers.get('x-nonce')).toMatch(/^[0-9a-z]{32}$/);
    expect(sent.headers.get('x-organization-id')).toBe(SESSION.organizationId);
    const expected = await computeSignature(SESSION.secret, {
      key: SESSION.key,
      time: sent.headers.get('x-time')!,
      nonce: sent.headers.get('x-nonce')!,
      organizationId: SESSION.organizationId!,
      method: 'POST',
      path: '/main/api/v2/hashpower/order',
      query: 'b=x+y&a=1',
      body: '{"test":true}',
    });
    expect(signature).toBe(expected);
    expect(sent.headers.get('x-time')).toBe(String(Date.now()));
  });

  it('never signs a public endpoint, even for a signed-in user: no X-Auth, X-Time, X-Nonce or X-Organization-Id', async () => {
    const { api, seen } = client(() => jsonResponse({}), { session: () => SESSION });
    await api.call(API.currencies);
    await api.call(API.exchangeRates);
    await api.call(API.contentList, { query: { category: 'guide' } });
    await api.call(API.minerRigs, { params: { btcAddress: '3Mke' } });
    await api.call(API.algorithms);
    await api.call(API.exchangeStatus);
    await api.call(API.useLoginToken, { params: { loginToken: 'abc' } });
    await api.call(LAW_ENFORCEMENT_REQUEST, { body: { a: 1 } });
    expect(seen).toHaveLength(8);
    for (const sent of seen) {
      for (const header of ['x-auth', 'x-time', 'x-nonce', 'x-organization-id']) expect(sent.headers.get(header), `${header} ${sent.url}`).toBeNull();
    }
  });

  it("signs a signed-in user's signed endpoint with its organization", async () => {
    const { api, seen } = client(() => jsonResponse({}), { session: () => SESSION });
    await api.call(API.accounts);
    expect(seen[0]!.headers.get('x-auth')).toMatch(/^4ebd366d-[^:]+:[0-9a-f]{64}$/);
    expect(seen[0]!.headers.get('x-time')).toBe(String(Date.now()));
    expect(seen[0]!.headers.get('x-nonce')).toMatch(/^[0-9a-z]{32}$/);
    expect(seen[0]!.headers.get('x-organization-id')).toBe(SESSION.organizationId);
  });

  it('signs an endpoint its entry marks signed, even on a public path (the solo-team hashpower)', async () => {
    const { api, seen } = client(() => jsonResponse({}), { session: () => SESSION });
    await api.call(SOLO_TEAM_HASHPOWER);
    expect(seen[0]!.headers.get('x-auth')).toMatch(/^4ebd366d-[^:]+:[0-9a-f]{64}$/);
  });

  it('leaves X-Organization-Id out of user-level calls and during login verification', async () => {
    let session: ApiSession = SESSION;
    const { api, seen } = client(() => jsonResponse({}), { session: () => session });
    await api.call(API.profile);
    session = { ...SESSION, verifying: true };
    await api.call(LOGIN_VERIFY, { body: { code: '1' } });
    expect(seen.map((r) => r.headers.get('x-organization-id'))).toEqual([null, null]);
    expect(seen[1]!.headers.get('x-auth')).not.toBeNull();
  });

  it('once a logout began, sends only the call that ends the session: other signed calls are refused unsent, as cancelled', async () => {
    const forcedLogouts: unknown[] = [];
    const notices: string[] = [];
    const { api, seen } = client(() => jsonResponse({}), {
      session: () => ({ ...SESSION, ending: true }),
      hooks: { onForcedLogout: (error) => forcedLogouts.push(error), notifyError: (message) => notices.push(message) },
    });
    await expect(api.call(API.supportCases, { notify: 'request-failed' })).rejects.toMatchObject({ aborted: true, network: true });
    await expect(api.call(API.profile, { fallback: null })).resolves.toBeNull();
    await api.call(API.time);
    await api.call(API.logout);
    expect(seen.map((r) => r.url)).toEqual([`${HOST}/api/v2/time`, `${HOST}/api/v2/auth/logout`]);
    expect(seen[1]!.headers.get('x-auth')).toMatch(/^4ebd366d-/);
    expect({ forcedLogouts, notices }).toEqual({ forcedLogouts: [], notices: [] });
  });

  it('re-signs every retry with a fresh time and nonce and keeps the request id', async () => {
    const { api, seen } = client((_r, i) => (i === 0 ? jsonResponse(errorBody(2999, 'boom'), 503) : jsonResponse({ ok: 1 })), {
      session: () => SESSION,
    });
    vi.useRealTimers();
    await expect(api.call(API.accounts)).resolves.toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.headers.get('x-nonce')).not.toBe(seen[1]!.headers.get('x-nonce'));
    expect(seen[0]!.headers.get('x-auth')).not.toBe(seen[1]!.headers.get('x-auth'));
    expect(seen[0]!.headers.get('x-request-id')).toBe(seen[1]!.headers.get('x-request-id'));
  });
});

describe('server time', () => {
  it('adds the offset from api/v2/time to X-Time', async () => {
    const { api, seen } = client((r) => (r.url.endsWith('/api/v2/time') ? jsonResponse({ serverTime: Date.now() + 90_000 }) : jsonResponse({})), {
      session: () => SESSION,
    });
    expect(await api.syncTime()).toBe(true);
    await api.call(API.accounts);
    expect(Number(seen[1]!.headers.get('x-time'))).toBe(Date.now() + 90_000);
  });

  it('does not trust a time call that took 60 s or more', async () => {
    const { api } = client(async () => {
      vi.setSystemTime(Date.now() + 60_000);
      return jsonResponse({ serverTime: 1 });
    });
    expect(await api.syncTime()).toBe(false);
    expect(api.clock.offsetMs()).toBe(0);
  });

  it('on a 412 adopts the server time it carries and retries once with a fresh signature', async () => {
    const { api, seen } = client(
      (r, i) =>
        r.url.endsWith('/api/v2/time')
          ? jsonResponse({ serverTime: Date.now() + 600_000 })
          : i === 0
            ? jsonResponse(errorBody(2002, 'skew', { serverTime: Date.now() + 600_000 }), 412)
            : jsonResponse({ ok: 2 }),
      { session: () => SESSION },
    );
    await expect(api.call(API.accounts)).resolves.toEqual({ ok: 2 });
    expect(Number(seen[1]!.headers.get('x-time'))).toBe(Date.now() + 600_000);
    expect(seen[1]!.headers.get('x-request-id')).toBe(seen[0]!.headers.get('x-request-id'));
    expect(seen.filter((r) => r.url.endsWith('/api/v2/time'))).toHaveLength(0);
  });

  it('resyncs once, 3 s after the last of several 412s', async () => {
    let skewed = true;
    const { api, seen } = client(
      (r) => {
        if (r.url.endsWith('/api/v2/time')) {
          skewed = false;
          return jsonResponse({ serverTime: Date.now() });
        }
        return skewed ? jsonResponse(errorBody(2002, 'skew'), 412) : jsonResponse({ ok: 3 });
      },
      { session: () => SESSION },
    );
    // Signing uses WebCrypto, which completes on the real event loop: let each
    // 412 arrive before the fake clock moves on.
    const first = api.call(API.accounts);
    await settleUntil(() => seen.length === 1);
    await vi.advanceTimersByTimeAsync(2_000);
    const second = api.call(API.accounts);
    await settleUntil(() => seen.length === 2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(seen.filter((r) => r.url.endsWith('/api/v2/time'))).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: 3 }, { ok: 3 }]);
    expect(seen.filter((r) => r.url.endsWith('/api/v2/time'))).toHaveLength(1);
  });
});
