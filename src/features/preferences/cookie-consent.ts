/**
 * The cookie notice's answer (spec section 9: remembered 365 days). Kept in a
 * cookie so the server reads it too (a page it renders shows the notice only
 * to who has not accepted); restored at boot, before mount (or right after
 * hydration), so the notice does not flash for a visitor who already accepted.
 */
import { proxy } from 'valtio';
import { COOKIE_ACCEPTANCE_DAYS } from '../../config/limits';
import { cookiesAccepted } from '../../config/cookie-consent';
import { COOKIE_CONSENT_COOKIE, writeCookie } from '../../lib/storage';

export const cookieConsentState = proxy<{ accepted: boolean }>({ accepted: false });

export function restoreCookieConsent(cookieHeader: string): void {
  cookieConsentState.accepted = cookiesAccepted(cookieHeader);
}

export function acceptCookies(): void {
  cookieConsentState.accepted = true;
  writeCookie(COOKIE_CONSENT_COOKIE, '1', COOKIE_ACCEPTANCE_DAYS);
}
