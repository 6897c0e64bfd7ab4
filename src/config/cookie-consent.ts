/**
 * The cookie notice's answer, kept in a cookie (spec section 9: remembered
 * 365 days) so the server reads it too: a page it renders for a visitor who
 * has not accepted carries the notice from the first paint
 * (docs/rendering.md). Shared by the app (features/preferences) and the server.
 */
import { readCookie } from './locale-choice.js';

/** The cookie notice was accepted ("1"). */
export const COOKIE_CONSENT_COOKIE = 'cookies_accepted';

/** Whether the cookies of a request (or `document.cookie`) say the notice was accepted. */
export function cookiesAccepted(cookieHeader: string): boolean {
  return readCookie(cookieHeader, COOKIE_CONSENT_COOKIE) === '1';
}
