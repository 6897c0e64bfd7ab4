/**
 * The cookie notice's answer (spec section 9: remembered 365 days). Kept in a
 * cookie so the server could read it too; restored at boot, before mount, so
 * the notice does not flash for a visitor who already accepted.
 */
import { proxy } from 'valtio';
import { COOKIE_ACCEPTANCE_DAYS } from '../../config/limits';
import { COOKIE_CONSENT_COOKIE, readCookie, writeCookie } from '../../lib/storage';

export const cookieConsentState = proxy<{ accepted: boolean }>({ accepted: false });

export function restoreCookieConsent(cookieHeader: string): void {
  cookieConsentState.accepted = readCookie(cookieHeader, COOKIE_CONSENT_COOKIE) === '1';
}

export function acceptCookies(): void {
  cookieConsentState.accepted = true;
  writeCookie(COOKIE_CONSENT_COOKIE, '1', COOKIE_ACCEPTANCE_DAYS);
}
