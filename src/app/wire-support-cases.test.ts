import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, resetSessionState } from '../features/session/actions';
import { memoryCookieJar, memoryStore, saveSession, useSessionStorage, type CookieJar } from '../features/session/credentials';
import { sessionState, type SessionUser } from '../features/session/state';
import { casesStoreFor, memoryCasesStore, useCasesStores } from '../features/support-cases/cases-store';
import { casesState, resetCasesState } from '../features/support-cases/state';
import { CASE_OUTBOX_KIND } from '../features/support-cases/types';
import { outbox } from '../lib/outbox';
import { CASES_OWNER_KEY, SESSION_COOKIE } from '../lib/storage';
import { wireSupportCases } from './wire-support-cases';

const SESSION = { loginSessionId: 'session-1', secretToken: 'secret', loginSessionStatus: 'ACTIVE' };
const USER = {
  id: 'user-a',
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  twoFactorEnabled: false,
  organizations: [],
  settings: { language: '', currency: '' },
  country: '',
} satisfies SessionUser;

/** valtio tells subscribers after the current task's microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let cookies: CookieJar;
let local: Map<string, string>;
let unwire: () => void;

beforeEach(async () => {
  local = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => local.get(k) ?? null,
    setItem: (k: string, v: string) => void local.set(k, v),
    removeItem: (k: string) => void local.delete(k),
  });
  // The server is not there: the logout call fails, and the browser forgets the session anyway.
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('fetch failed');
  });
  cookies = memoryCookieJar();
  useSessionStorage({ store: memoryStore(), cookies });
  useCasesStores(() => memoryCasesStore());
  resetSessionState();
  resetCasesState();
  await outbox.remove(() => true);
  saveSession(SESSION);
  unwire = wireSupportCases();
});

afterEach(() => {
  unwire();
  vi.unstubAllGlobals();
});

describe('the support cases wiring', () => {
  it('shows the signed-in user’s cases, and the same user’s offline before the profile loads', async () => {
    sessionState.user = USER;
    await settle();
    expect(casesState.userId).toBe('user-a');
    expect(local.get(CASES_OWNER_KEY)).toContain('user-a');

    // A reload offline: the stored session is there, the profile is not.
    unwire();
    resetCasesState();
    sessionState.user = null;
    unwire = wireSupportCases();
    await settle();
    expect(casesState.userId).toBe('user-a');
  });

  it('clears the cases and their waiting items on logout', async () => {
    sessionState.user = USER;
    await settle();
    await casesStoreFor('user-a').set('draft', { category: '', subCategory: '', subject: 'private', description: '' });
    await outbox.enqueue(
      CASE_OUTBOX_KIND,
      { kind: CASE_OUTBOX_KIND, userId: 'user-a', body: { category: 'c', subCategory: 's', subject: 'queued', description: 'd', attachments: [] } },
      'queued-1',
    );
    await logout();
    await settle();
    expect(casesState.userId).toBeNull();
    expect(await casesStoreFor('user-a').get('draft')).toBeUndefined();
    expect(await outbox.pending()).toEqual([]);
    expect(local.has(CASES_OWNER_KEY)).toBe(false);
  });

  it('clears them when the session is lost without a logout (its cookie expired)', async () => {
    sessionState.user = USER;
    await settle();
    await casesStoreFor('user-a').set('draft', { category: '', subCategory: '', subject: 'private', description: '' });
    cookies.remove(SESSION_COOKIE);
    sessionState.user = null; // what the next start's profile check leaves
    await settle();
    await settle();
    expect(casesState.userId).toBeNull();
    expect(await casesStoreFor('user-a').get('draft')).toBeUndefined();
    expect(local.has(CASES_OWNER_KEY)).toBe(false);
  });
});
