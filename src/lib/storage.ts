/**
 * Everything the web app keeps on this device, by name, and the one way a
 * cookie is written. Cookies are site-wide (Path=/, so the account area under
 * /my reads them too), SameSite=Lax, Secure on https. localStorage can be
 * missing or refuse (private modes, quota): reads then find nothing and
 * writes are dropped, never thrown. Logout clears what is private
 * (src/features/session, src/features/offline/clear-private-data.ts).
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { PUBLIC_API_CACHE_DB, PUBLIC_API_CACHE_STORE } from '../config/public-api-cache';
import { DAY_MS } from '../config/time';

// -- Cookie names --

/** A login session exists (value: the loginSessionId, never the secret). */
export const SESSION_COOKIE = 'hv_session';
/** The organization the user acts for; the account area reads it too. */
export const ORGANIZATION_COOKIE = 'organizationId';
/** The chosen language (spec section 1: after the lang parameter, before the browser's). */
export { LOCALE_COOKIE, readCookie } from '../config/locale-choice';
/** The display currency. */
export { CURRENCY_COOKIE } from '../config/fiat-currencies';
/** The cookie notice was accepted ("1"). */
export { COOKIE_CONSENT_COOKIE } from '../config/cookie-consent';
/** `<time ms> <path>` of the last page visited. */
export const LAST_VISIT_COOKIE = 'lastVisit';
/** "1": the account area's sign-in goes to the dashboard. */
export const REDIRECT_TO_DASHBOARD_COOKIE = 'redirectToDashboard';
/** `<name>/<version>` of the desktop or mobile client that opened the sign-in. */
export const CLIENT_APP_COOKIE = 'clientApp';
/** Marketing parameters are kept in cookies named like the parameter (spec section 5). */
export const MARKETING_COOKIES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'reffid', 'refby'] as const;

// -- localStorage keys --

/** The session's credentials (key, secret, status): this origin's scripts only, shared by the tabs. */
export const CREDENTIALS_KEY = 'hashvale.session';
/** `{ [bannerId]: closedAtMs }` of the banners the visitor closed. */
export const CLOSED_BANNERS_KEY = 'hashvale.closedBanners';
/**
 * The chosen colour theme, "light" or "dark"; absent for the system's
 * (src/lib/theme.ts). public/before-app.js reads it by this
 * name before the first paint (src/lib/before-app-script.test.ts checks).
 */
export const THEME_KEY = 'hashvale.theme';
/** "1": the iOS install hint was dismissed. */
export const IOS_HINT_DISMISSED_KEY = 'hashvale.iosInstallHintDismissed';
/** "1": the support and test handle window.hashvaleShell is installed. */
export const DEBUG_FLAG_KEY = 'hashvale:debug';

// -- IndexedDB databases and stores --

/** The pages opened on this device (path, title, time). */
export const VISITED_PAGES_DB = { name: 'hashvale-visited-pages', store: 'pages' } as const;
/** The service worker's public API answers: the one TTL cache of the browser (docs/pwa.md). */
export const PUBLIC_API_DB = { name: PUBLIC_API_CACHE_DB, store: PUBLIC_API_CACHE_STORE } as const;
/** A client-side API cache that older builds kept; never written now, still cleared on logout where a device has one. */
export const OLD_CLIENT_API_CACHE_DB = 'hashvale-api-cache';
/** The databases the app writes, for browsers that cannot list them. */
/** Work waiting to be sent (src/lib/outbox/): form submissions made offline. */
export const OUTBOX_DB = { name: 'hashvale-outbox', store: 'items' } as const;
/**
 * A signed-in user's support cases, threads, draft and refused messages
 * (src/features/support-cases/): one database per user, named with the user
 * id, so one user of a shared browser never reads another's. Private: cleared
 * on logout and on session loss.
 */
export const SUPPORT_CASES_DB_PREFIX = 'hashvale-cases-';
export const SUPPORT_CASES_STORE = 'cases';
/** `{ session, userId }`: whose login session is stored, so cases open offline before the profile loads. */
export const CASES_OWNER_KEY = 'hashvale.casesOwner';
/** Form drafts kept across reloads (src/components/forms/). */
export const FORM_DRAFTS_KEY_PREFIX = 'hashvale.formDraft.';

export const KNOWN_DATABASES: readonly string[] = [VISITED_PAGES_DB.name, PUBLIC_API_DB.name, OLD_CLIENT_API_CACHE_DB];

// -- Cookies --

export interface CookieOptions {
  /** Lifetime in days; 0 or less deletes the cookie. */
  days: number;
  now?: number;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, { days, now = Date.now(), secure = false }: CookieOptions): string {
  const expires = new Date(days > 0 ? now + days * DAY_MS : 0).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The one cookie writer of the app. */
export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { days, secure: typeof location !== 'undefined' && location.protocol === 'https:' });
}

export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** `document.cookie`, or nothing outside a browser. */
export function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

// -- localStorage, and sessionStorage (this tab only) --

type WebStorage = 'localStorage' | 'sessionStorage';

function storage(kind: WebStorage): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined; // access itself throws when storage is disabled
  }
}

function read(kind: WebStorage, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: WebStorage, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: kept for this page load only, by the caller's state.
  }
}

function remove(kind: WebStorage, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing stored that could be removed.
  }
}

export const readLocal = (key: string): string | null => read('localStorage', key);
export const writeLocal = (key: string, value: string): void => write('localStorage', key, value);
export const removeLocal = (key: string): void => remove('localStorage', key);

/** The page a sign-in started from, kept for the tab while the provider's pages come and go (features/session/return-path.ts). */
export const RETURN_AFTER_SIGN_IN_KEY = 'hashvale.returnAfterSignIn';

export const readSession = (key: string): string | null => read('sessionStorage', key);
export const writeSession = (key: string, value: string): void => write('sessionStorage', key, value);
export const removeSession = (key: string): void => remove('sessionStorage', key);

// -- IndexedDB --

/** One IndexedDB object store as a key-value store, opened on first use. */
export interface IdbStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  entries(): Promise<Array<[string, T]>>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
}

export function idbStore<T>(db: { readonly name: string; readonly store: string }): IdbStore<T> {
  let store: UseStore | undefined;
  const open = (): UseStore => (store ??= createStore(db.name, db.store));
  return {
    get: (key) => get<T>(key, open()),
    set: (key, value) => set(key, value, open()),
    entries: () => entries<string, T>(open()),
    delete: (key) => del(key, open()),
    clear: () => clear(open()),
  };
}
