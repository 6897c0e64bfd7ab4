import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse, useFakeApi } from '../../lib/api/test-support';
import {
  adoptOrganizationFromUrl,
  apiSession,
  exchangeLoginToken,
  forceLogout,
  loadProfile,
  logout,
  onLogout,
  resetSessionState,
  selectOrganization,
} from './actions';
import { CREDENTIALS_KEY, ORGANIZATION_COOKIE, SESSION_COOKIE } from '../../lib/storage';
import { memoryCookieJar, memoryStore, saveSession, useSessionStorage, type CookieJar, type KeyValueStore } from './credentials';
import { loginTokenFromHash } from '../../config/login-link';
import { consumeLoginLink } from './login-link';
import type { ApiOrganization, ApiProfile } from './profile';
import { sessionState } from './state';

const PERSONAL = 'aaaaaaaa-0000-4000-8000-000000000001';
const BUSINESS = 'aaaaaaaa-0000-4000-8000-000000000002';
const SESSION = { loginSessionId: '4ebd366d-76f4-4400-a3b6-e51515d054d6', secretToken: 'secret', loginSessionStatus: 'ACTIVE' };

/** An organization as the contract sends it: the parts named, the rest empty (no picture, no two-factor, no toggles). */
function organization(
  id: string,
  profile: Pick<ApiOrganization['profile'], 'type'> & Partial<ApiOrganization['profile']>,
  rest: Partial<Omit<ApiOrganization, 'id' | 'profile'>> = {},
): ApiOrganization {
  return {
    id,
    twoFactorVerificationEnabled: false,
    otpEnabled: false,
    profile: { name: '', email: '', nickname: '', firstName: '', lastName: '', organizationColor: '', profilePictureUrl: '', ...profile },
    organizationMember: { status: 'ACTIVE', type: 'OWNER' },
    organizationProperties: {},
    ...rest,
  };
}

function profile(overrides: Partial<ApiProfile> = {}): ApiProfile {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Miner',
    twoFactorVerificationEnabled: false,
    otpEnabled: false,
    userSettings: { language: '', currency: '' },
    profileSettings: {},
    meta: '',
    eligibleForInactivityFee: false,
    organizations: [
      organization(BUSINESS, { type: 'BUSINESS', name: 'Biz' }, { organizationMember: { status: 'ACTIVE', type: 'OWNER' }, otpEnabled: true }),
      organization(PERSONAL, { type: 'PERSONAL', name: 'Ada' }, { organizationMember: { status: 'ACTIVE', type: 'OWNER' } }),
    ],
    ...overrides,
  };
}

let store: KeyValueStore;
let cookies: CookieJar;
const { serve, seen } = useFakeApi({ session: apiSession, freezeDate: false }); // the session as startup wires it

beforeEach(() => {
  store = memoryStore();
  cookies = memoryCookieJar();
  useSessionStorage({ store, cookies });
  resetSessionState();
});

describe('the login token exchange', () => {
  it('reads the token from the URL hash', () => {
    expect(loginTokenFromHash('#loginToken=abc_123')).toBe('abc_123');
    expect(loginTokenFromHash('#organizationId=x')).toBeNull();
    expect(loginTokenFromHash('')).toBeNull();
  });

  it('stores an ACTIVE session and reloads without the hash', async () => {
    serve(() => jsonResponse(SESSION));
    const replace = vi.fn();
    const result = await consumeLoginLink({ hash: '#loginToken=tok123', pathname: '/about', search: '?a=1', replace }, vi.fn());
    expect(result).toBe('reloading');
    expect(replace).toHaveBeenCalledWith('/about?a=1');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v2/auth/useLoginToken/tok123' });
    expect(seen[0]!.headers.get('x-auth')).toBeNull();
    expect(JSON.parse(store.getItem(CREDENTIALS_KEY)!)).toEqual(SESSION);
    expect(cookies.get(SESSION_COOKIE)).toBe(SESSION.loginSessionId);
  });

  it('does not accept a session that is not ACTIVE', async () => {
    serve(() => jsonResponse({ ...SESSION, loginSessionStatus: 'PENDING' }));
    expect(await exchangeLoginToken('tok')).toBe(false);
    expect(store.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('drops the hash without reloading when the link does not work', async () => {
    serve(() => jsonResponse(errorBody(2000, 'Invalid session'), 401));
    const replace = vi.fn();
    const dropHash = vi.fn();
    expect(await consumeLoginLink({ hash: '#loginToken=used', pathname: '/', search: '', replace }, dropHash)).toBe('failed');
    expect(replace).not.toHaveBeenCalled();
    expect(dropHash).toHaveBeenCalledWith('/');
  });
});

describe('loading the profile', () => {
  it('is skipped without a session cookie, and stale credentials are dropped', async () => {
    serve(() => jsonResponse(profile()));
    store.setItem(CREDENTIALS_KEY, JSON.stringify(SESSION));
    await loadProfile();
    expect(seen).toHaveLength(0);
    expect(store.getItem(CREDENTIALS_KEY)).toBeNull();
  });

  it('is skipped for a new user whose session is still being verified', async () => {
    serve(() => jsonResponse(profile()));
    saveSession({ ...SESSION, loginSessionStatus: 'VERIFICATION_PENDING' });
    await loadProfile();
    expect(seen).toHaveLength(0);
    expect(apiSession()).toMatchObject({ verifying: true });
  });

  it('signs the call, without an organization, and selects the personal organization', async () => {
    serve(() => jsonResponse(profile()));
    saveSession(SESSION);
    await loadProfile();
    expect(seen[0]!.headers.get('x-auth')).toMatch(/^4ebd366d-/);
    expect(seen[0]!.headers.get('x-organization-id')).toBeNull();
    expect(sessionState.user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', twoFactorEnabled: false });
    expect(sessionState.organizationId).toBe(PERSONAL);
    expect(cookies.get(ORGANIZATION_COOKIE)).toBe(PERSONAL);
  });

  it('keeps the stored organization when the user still has it', async () => {
    serve(() => jsonResponse(profile()));
    saveSession(SESSION);
    cookies.set(ORGANIZATION_COOKIE, BUSINESS, 60);
    await loadProfile();
    expect(sessionState.organizationId).toBe(BUSINESS);
    expect(sessionState.user!.twoFactorEnabled).toBe(true); // the organization has OTP
  });

  it('acts for an organization named in the URL at once, and keeps it when the profile has it', async () => {
    adoptOrganizationFromUrl(BUSINESS);
    expect(sessionState.organizationId).toBe(BUSINESS);
    expect(cookies.get(ORGANIZATION_COOKIE)).toBe(BUSINESS);
    serve(() => jsonResponse(profile()));
    saveSession(SESSION);
    await loadProfile();
    expect(sessionState.organizationId).toBe(BUSINESS);
  });

  it('falls back to the personal organization when the stored one is gone', async () => {
    serve(() => jsonResponse(profile()));
    saveSession(SESSION);
    cookies.set(ORGANIZATION_COOKIE, 'aaaaaaaa-0000-4000-8000-00000000dead', 60);
    await loadProfile();
    expect(sessionState.organizationId).toBe(PERSONAL);
  });

  it('ignores a personal organization the user does not own actively', async () => {
    const p = profile();
    p.organizations = [organization(PERSONAL, { type: 'PERSONAL' }, { organizationMember: { status: 'INVITED', type: 'OWNER' } })];
    serve(() => jsonResponse(p));
    saveSession(SESSION);
    await loadProfile();
    expect(sessionState.organizationId).toBeNull();
  });

  it('counts two-factor as enabled when the user has OTP or two-factor verification', async () => {
    serve(() => jsonResponse(profile({ twoFactorVerificationEnabled: true })));
    saveSession(SESSION);
    await loadProfile();
    expect(sessionState.user!.twoFactorEnabled).toBe(true);
    selectOrganization(BUSINESS);
    expect(sessionState.user!.twoFactorEnabled).toBe(true);
  });

  it('follows the organization for two-factor when the user has none', async () => {
    serve(() => jsonResponse(profile()));
    saveSession(SESSION);
    await loadProfile();
    selectOrganization(BUSINESS);
    expect(sessionState.user!.twoFactorEnabled).toBe(true);
    selectOrganization(PERSONAL);
    expect(sessionState.user!.twoFactorEnabled).toBe(false);
  });

  it('removes the session cookie on a 401', async () => {
    serve(() => jsonResponse(errorBody(2000, 'Invalid session'), 401));
    saveSession(SESSION);
    await loadProfile();
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(sessionState.user).toBeNull();
  });

  it('keeps the session through other failures', async () => {
    serve(() => Promise.reject(new TypeError('fetch failed')));
    saveSession(SESSION);
    await loadProfile();
    expect(cookies.get(SESSION_COOKIE)).toBe(SESSION.loginSessionId);
  });
});

describe('logout', () => {
  async function signedIn(): Promise<void> {
    serve((r) => (r.method === 'DELETE' ? jsonResponse({}) : jsonResponse(profile())));
    saveSession(SESSION);
    await loadProfile();
  }

  it('sends one signed DELETE at a time and clears user, organization ids and cookies', async () => {
    await signedIn();
    const first = logout();
    const second = logout();
    expect(sessionState.loggingOut).toBe(true);
    expect(second).toBe(first);
    await first;
    const deletes = seen.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url).toBe('/api/v2/auth/logout');
    expect(deletes[0]!.headers.get('x-auth')).not.toBeNull();
    expect(sessionState).toMatchObject({ user: null, organizationId: null, loggingOut: false });
    expect(store.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(cookies.get(ORGANIZATION_COOKIE)).toBeUndefined();
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('clears the session even when the server call fails, and tells the listeners', async () => {
    await signedIn();
    serve(() => Promise.reject(new TypeError('fetch failed')));
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    await logout();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionState.user).toBeNull();
    unsubscribe();
  });

  it('a forced logout clears without calling the server', async () => {
    await signedIn();
    const calls = seen.length;
    await forceLogout();
    expect(seen).toHaveLength(calls);
    expect(sessionState.user).toBeNull();
    expect(apiSession()).toBeNull();
  });
});
