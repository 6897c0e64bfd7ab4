/**
 * The language and display currency a visitor uses when they start signing
 * in, so a new user's profile starts with them: the app makes the profile's
 * saved choice the page's after every sign-in (src/app/user-settings.ts), and
 * a German visitor must not find the site switched to English by joining.
 * Read the way the app reads them: the locale cookie, else the browser's
 * language (spec section 1), and the currency cookie (spec 5: a known fiat
 * code, else USD).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CURRENCY_COOKIE, preferredCurrency } from '../../../src/config/fiat-currencies.js';
import { EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../src/config/limits.js';
import { detectLocale, preferredLanguage, readCookie } from '../../../src/config/locale-choice.js';

export function visitorPreferences(headers: IncomingHttpHeaders): { language: string; currency: string } {
  const cookie = headers.cookie ?? '';
  const acceptLanguage = Array.isArray(headers['accept-language']) ? headers['accept-language'][0] : headers['accept-language'];
  return {
    language: detectLocale({ search: '', cookie, browserLanguage: preferredLanguage(acceptLanguage) }, [...SUPPORTED_LOCALES, ...EXTRA_LOCALES]),
    currency: preferredCurrency(readCookie(cookie, CURRENCY_COOKIE)),
  };
}
