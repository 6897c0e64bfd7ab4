/**
 * Where a sign-in returns to: the page the visitor pressed "Sign in" or
 * "Join" on. The link carries it (`/my/login?returnTo=/pricing`), the login
 * page keeps it for the tab while the provider's pages come and go, and the
 * token exchange lands there instead of on the login page. Only a path of
 * this site is taken (never another host, `//host` or a scheme), and never
 * the sign-in pages themselves.
 */
import { ACCOUNT_PATHS } from '../../config/paths';
import { readSession, removeSession, RETURN_AFTER_SIGN_IN_KEY, writeSession } from '../../lib/storage';

export const RETURN_TO_PARAM = 'returnTo';
const MAX_LENGTH = 2000;
const SIGN_IN_PAGES: readonly string[] = [ACCOUNT_PATHS.login, ACCOUNT_PATHS.register];

/** `value` if it is a path of this site a sign-in may return to, else null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  const url = new URL(value, 'https://this.site');
  if (url.origin !== 'https://this.site' || SIGN_IN_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** A sign-in or join link that returns to `path` (the home page needs no parameter). */
export function signInHref(page: string, path: string): string {
  const back = safeReturnPath(path);
  return back && back !== '/' ? `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(back)}` : page;
}

/**
 * The login or register page keeps its `returnTo` for the tab. Opened without
 * one, an older one is dropped (a sign-in begun on the home page returns
 * there), unless the page is the provider's way back (a login token in the
 * hash), which is where the kept one is needed.
 */
export function rememberReturnPath(search: string, hash: string): void {
  const back = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  if (back) writeSession(RETURN_AFTER_SIGN_IN_KEY, back);
  else if (!hash.includes('loginToken=')) removeSession(RETURN_AFTER_SIGN_IN_KEY);
}

/** Where a sign-in finished on `pathname` goes: the kept page (once), if it finished on a sign-in page. */
export function takeReturnPath(pathname: string): string | null {
  if (!SIGN_IN_PAGES.includes(pathname)) return null;
  const back = safeReturnPath(readSession(RETURN_AFTER_SIGN_IN_KEY));
  removeSession(RETURN_AFTER_SIGN_IN_KEY);
  return back;
}
