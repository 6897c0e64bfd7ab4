// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultMessages } from '../../lib/intl';
import sl from '../../locales/sl.json';
import { applyLocale, preferencesState, restoreCurrency, setCurrency, setLocale } from './state';
import { acceptCookies, cookieConsentState, restoreCookieConsent } from './cookie-consent';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/about?utm_source=x#team');
  applyLocale('en', defaultMessages);
});

describe('setLocale', () => {
  it('switches the language, sets <html lang>, the locale cookie and the lang parameter, keeping the rest of the URL', async () => {
    await setLocale('de');
    expect(preferencesState.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('locale=de');
    expect(window.location.pathname).toBe('/about');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('de');
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('x');
    expect(window.location.hash).toBe('#team');
  });

  it("loads the chosen language's own catalogue", async () => {
    await setLocale('sl');
    expect(preferencesState.messages['header.homeLink']).toBe(sl['header.homeLink']);
    expect(preferencesState.messages['header.homeLink']).not.toBe(defaultMessages['header.homeLink']);
  });

  it('turns an unsupported locale into English', async () => {
    await setLocale('xx');
    expect(preferencesState.locale).toBe('en');
    expect(document.cookie).toContain('locale=en');
  });

  it('keeps the last of two quick choices', async () => {
    await Promise.all([setLocale('fr'), setLocale('ja')]);
    expect(preferencesState.locale).toBe('ja');
    expect(preferencesState.switchingLocale).toBe(false);
  });
});

describe('currency preference', () => {
  it('keeps a known fiat code and turns anything else into USD', () => {
    setCurrency('EUR');
    expect(preferencesState.currency).toBe('EUR');
    expect(document.cookie).toContain('currency=EUR');
    setCurrency('XYZ');
    expect(preferencesState.currency).toBe('USD');
    restoreCurrency('currency=GBP');
    expect(preferencesState.currency).toBe('GBP');
    restoreCurrency('currency=nope');
    expect(preferencesState.currency).toBe('USD');
  });
});

describe('cookie consent', () => {
  it('is remembered in a cookie once accepted', () => {
    restoreCookieConsent(document.cookie);
    expect(cookieConsentState.accepted).toBe(false);
    acceptCookies();
    cookieConsentState.accepted = false;
    restoreCookieConsent(document.cookie);
    expect(cookieConsentState.accepted).toBe(true);
  });
});
