/**
 * Signing in with a login link (`/#loginToken=<token>`, printed by the admin
 * command and, later, sent by e-mail): the token is exchanged for a session,
 * stored, and the page reloads without the hash so the token never stays in
 * the address bar or the history: on the page the visitor started signing in
 * from, when they did (return-path.ts).
 */
import { loginTokenFromHash } from '../../config/login-link';
import { exchangeLoginToken } from './actions';
import { takeReturnPath } from './return-path';

export interface PageLocation {
  hash: string;
  pathname: string;
  search: string;
  replace(url: string): void;
}

/**
 * Exchanges the login token in `location`'s hash, if any. Returns 'reloading'
 * when a session was stored and the page is reloading, 'failed' when the link
 * did not work (the hash is dropped so a reload does not try again), and
 * 'none' without a token.
 */
export async function consumeLoginLink(location: PageLocation, dropHash: (url: string) => void): Promise<'none' | 'reloading' | 'failed'> {
  const token = loginTokenFromHash(location.hash);
  if (!token) return 'none';
  const cleanUrl = `${location.pathname}${location.search}`;
  const ok = await exchangeLoginToken(token).catch(() => false);
  if (ok) {
    // Finished on the login page: back to the page the visitor signed in from.
    location.replace(takeReturnPath(location.pathname) ?? cleanUrl);
    return 'reloading';
  }
  dropHash(cleanUrl);
  return 'failed';
}
