import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../config/api-contract';
import { api } from '../lib/api';
import { errorBody, fakeFetch, jsonResponse, type SeenRequest } from '../lib/api/test-support';
import { notificationsState } from '../features/notifications/state';
import { resetSessionState } from '../features/session/actions';
import { memoryCookieJar, memoryStore, saveSession, useSessionStorage } from '../features/session/credentials';
import { sessionState } from '../features/session/state';
import { resetSystemState } from '../features/system/actions';
import { resetFlagWatch } from '../features/system/flag-watch';
import { systemState } from '../features/system/state';
import { rebootApp, startApp, stopApp, type StartupEnvironment } from './startup';

const SESSION = { loginSessionId: '4ebd366d-76f4-4400-a3b6-e51515d054d6', secretToken: 's', loginSessionStatus: 'ACTIVE' };
const PROFILE = {
  id: 'u1',
  email: 'ada@example.com',
  organizations: [{ id: 'aaaaaaaa-0000-4000-8000-000000000001', profile: { type: 'PERSONAL' }, organizationMember: { status: 'ACTIVE', type: 'OWNER' } }],
};

type Answer = (r: SeenRequest) => Response | Promise<Response>;
let answers: Record<string, Answer>;
let seen: SeenRequest[];

function answer(r: SeenRequest): Response | Promise<Response> {
  const path = new URL(r.url, 'http://x').pathname;
  const handler = answers[path];
  return handler ? handler(r) : jsonResponse(errorBody(404, 'no'), 404);
}

function environment(hash = ''): StartupEnvironment & { replace: ReturnType<typeof vi.fn>; replaceUrl: ReturnType<typeof vi.fn> } {
  const replace = vi.fn();
  const replaceUrl = vi.fn();
  return {
    location: { hash, pathname: '/', search: '', replace },
    replace,
    replaceUrl,
    events: new EventTarget(),
    language: () => 'en',
  };
}

const started = (path: string) => seen.filter((r) => new URL(r.url, 'http://x').pathname === path).length;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  useSessionStorage({ store: memoryStore(), cookies: memoryCookieJar() });
  resetSessionState();
  resetSystemState();
  resetFlagWatch();
  notificationsState.items.splice(0);
  answers = {
    '/api/v2/time': () => jsonResponse({ serverTime: Date.now() }),
    '/api/v2/system/flags': () => jsonResponse({ list: [{ flagName: 'IS_MAINTENANCE', flagValue: false }] }),
    '/api/v2/profile': () => jsonResponse(PROFILE),
    '/main/api/v2/mining/algorithms': () => jsonResponse({ miningAlgorithms: [] }),
    '/main/api/v2/public/currencies': () => jsonResponse({ currencies: [] }),
    '/exchange/api/v2/info/status': () => jsonResponse({ symbols: [] }),
    '/main/api/v2/exchangeRate/list': () => jsonResponse({ list: [] }),
    '/exchange/api/v2/info/prices': () => jsonResponse({}),
  };
  const fake = fakeFetch(answer);
  seen = fake.seen;
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  stopApp();
  resetFlagWatch();
  resetSystemState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startup', () => {
  it('stays loading until flags, algorithms, currencies, exchange info and rates are loaded', async () => {
    let releaseRates!: () => void;
    answers['/main/api/v2/exchangeRate/list'] = () => new Promise((resolve) => (releaseRates = () => resolve(jsonResponse({ list: [] }))));
    const start = startApp({ environment: environment() });
    await vi.waitFor(() => expect(started('/main/api/v2/exchangeRate/list')).toBe(1));
    expect(systemState.loading).toBe(true);
    for (const path of ['/api/v2/system/flags', '/main/api/v2/mining/algorithms', '/main/api/v2/public/currencies', '/exchange/api/v2/info/status']) {
      expect(started(path)).toBe(1);
    }
    releaseRates();
    await start;
    expect(systemState.loading).toBe(false);
  });

  it('asks for the profile only with a login session cookie', async () => {
    await startApp({ environment: environment() });
    expect(started('/api/v2/profile')).toBe(0);
    stopApp();
    saveSession(SESSION);
    await startApp({ environment: environment() });
    expect(started('/api/v2/profile')).toBe(1);
    expect(sessionState.user?.email).toBe('ada@example.com');
  });

  it('exchanges a login link and reloads without the hash instead of loading', async () => {
    answers['/api/v2/auth/useLoginToken/tok-123'] = () => jsonResponse(SESSION);
    const env = environment('#loginToken=tok-123');
    await startApp({ environment: env });
    expect(env.replace).toHaveBeenCalledWith('/');
    expect(started('/api/v2/system/flags')).toBe(0);
  });

  it('says so when a login link fails, and starts signed out', async () => {
    answers['/api/v2/auth/useLoginToken/used-token'] = () => jsonResponse(errorBody(2000, 'Invalid session'), 401);
    const env = environment('#loginToken=used-token');
    await startApp({ environment: env });
    expect(env.replaceUrl).toHaveBeenCalledWith('/');
    expect(notificationsState.items.map((n) => n.message)).toContain('This sign-in link did not work. It may have expired or been used already.');
    expect(systemState.loading).toBe(false);
  });

  it('reboots (runs the startup calls again) 10 s after the maintenance header stops', async () => {
    let maintenance = true;
    answers['/api/v2/system/flags'] = () =>
      jsonResponse({ list: [{ flagName: 'IS_MAINTENANCE', flagValue: maintenance }] }, 200, maintenance ? { 'x-hashvale-maintenance': 'true' } : {});
    await startApp({ environment: environment() });
    expect(systemState.maintenance).toBe(true);
    maintenance = false;
    await vi.advanceTimersByTimeAsync(10_001);
    expect(systemState.maintenance).toBe(false);
    await vi.waitFor(() => expect(started('/main/api/v2/public/currencies')).toBeGreaterThanOrEqual(1));
    expect(started('/api/v2/system/flags')).toBeGreaterThanOrEqual(3); // start, polls, reboot
    // The reboot asks again; within 300 s the service worker's store answers it (sw/api-cache/).
    expect(started('/main/api/v2/mining/algorithms')).toBe(2);
  });

  it('turns a 429 into the rate-limit flag', async () => {
    answers['/main/api/v2/public/currencies'] = () => jsonResponse(errorBody(429, 'Too many'), 429);
    await startApp({ environment: environment() });
    expect(systemState.rateLimited).toBe(true);
  });

  it('logs out after a 401 on a signed call', async () => {
    saveSession(SESSION);
    answers['/main/api/v2/accounting/accounts2'] = () => jsonResponse(errorBody(2000, 'Invalid session'), 401);
    await startApp({ environment: environment() });
    expect(sessionState.user).not.toBeNull();
    await api.call(API.accounts).catch(() => undefined);
    await vi.waitFor(() => expect(sessionState.user).toBeNull());
  });

  it('shares one run between concurrent reboots', async () => {
    await startApp({ environment: environment() });
    const before = started('/api/v2/system/flags');
    await Promise.all([rebootApp(), rebootApp()]);
    expect(started('/api/v2/system/flags')).toBe(before + 1);
  });
});
