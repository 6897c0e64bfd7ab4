/**
 * Where a signed-in browser keeps its session (docs/state.md, "Session"):
 * - the cookie SESSION_COOKIE marks that a login session exists (its value is
 *   the loginSessionId, never the secret), expires after DEFAULT_COOKIE_DAYS,
 *   and is what startup checks before asking for the profile;
 * - the credentials (loginSessionId as key, secretToken as secret, status)
 *   are in localStorage, readable only by this origin's scripts, so every tab
 *   signs with them; the service worker never caches them and no response
 *   carrying them is cached (api/v2/auth answers are no-store);
 * - the chosen organization id is in the ORGANIZATION_COOKIE, which the
 *   session actions write (also for an organization named in the URL) and
 *   the account area reads.
 * Their names are in src/lib/storage.ts with every other stored item.
 */
import type { LoginSession } from '../../config/api/session';
import { DEFAULT_COOKIE_DAYS } from '../../config/limits';
import { CREDENTIALS_KEY, documentCookies, ORGANIZATION_COOKIE, readCookie, removeCookie, SESSION_COOKIE, writeCookie } from '../../lib/storage';
import { DAY_S } from '../../config/time';

const COOKIE_MAX_AGE_S = DEFAULT_COOKIE_DAYS * DAY_S;

/** What useLoginToken answers, kept as it came. */
export type StoredSession = LoginSession;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function memoryCookieJar(): CookieJar {
  const map = new Map<string, string>();
  return { get: (n) => map.get(n), set: (n, v) => void map.set(n, v), remove: (n) => void map.delete(n) };
}

const documentCookieJar: CookieJar = {
  get: (name) => readCookie(documentCookies(), name),
  set: (name, value, maxAgeSeconds) => writeCookie(name, value, maxAgeSeconds / DAY_S),
  remove: removeCookie,
};

let store: KeyValueStore = typeof localStorage === 'undefined' ? memoryStore() : localStorage;
let cookies: CookieJar = typeof document === 'undefined' ? memoryCookieJar() : documentCookieJar;

/** Tests swap in memory versions. */
export function useSessionStorage(next: { store?: KeyValueStore; cookies?: CookieJar }): void {
  if (next.store) store = next.store;
  if (next.cookies) cookies = next.cookies;
}

export { memoryStore };

export function hasSessionCookie(): boolean {
  return Boolean(cookies.get(SESSION_COOKIE));
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = store.getItem(CREDENTIALS_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSession>) : null;
    if (parsed && typeof parsed.loginSessionId === 'string' && typeof parsed.secretToken === 'string') {
      return { loginSessionId: parsed.loginSessionId, secretToken: parsed.secretToken, loginSessionStatus: String(parsed.loginSessionStatus ?? '') };
    }
  } catch {
    // Unreadable storage is no session.
  }
  return null;
}

export function saveSession(session: StoredSession): void {
  store.setItem(CREDENTIALS_KEY, JSON.stringify(session));
  cookies.set(SESSION_COOKIE, session.loginSessionId, COOKIE_MAX_AGE_S);
}

export function removeSessionCookie(): void {
  cookies.remove(SESSION_COOKIE);
}

/** Only the stored credentials (they expired with their cookie); the organization choice stays. */
export function clearStoredCredentials(): void {
  store.removeItem(CREDENTIALS_KEY);
}

/** Credentials, cookie and organization choice: everything that signs as this user. */
export function clearStoredSession(): void {
  store.removeItem(CREDENTIALS_KEY);
  cookies.remove(SESSION_COOKIE);
  cookies.remove(ORGANIZATION_COOKIE);
}

export function readStoredOrganizationId(): string | null {
  return cookies.get(ORGANIZATION_COOKIE) || null;
}

export function storeOrganizationId(id: string | null): void {
  if (id) cookies.set(ORGANIZATION_COOKIE, id, COOKIE_MAX_AGE_S);
  else cookies.remove(ORGANIZATION_COOKIE);
}
