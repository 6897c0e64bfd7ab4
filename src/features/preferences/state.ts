/**
 * The visitor's preferences: the page language (with its loaded catalogue)
 * and the display currency (spec section 5: a known fiat code, else USD;
 * a supported locale, else en). The boot sequence calls applyLocale() once
 * before mount; the footer's selector calls setLocale(), which switches the
 * language without a reload. App reads `locale` and `messages`.
 */
import { proxy, ref } from 'valtio';
import { DEFAULT_COOKIE_DAYS, DEFAULT_LOCALE } from '../../config/limits';
import { preferredCurrency } from '../../config/fiat-currencies';
import { defaultMessages, LOCALE_QUERY_PARAM, loadMessages, type Messages } from '../../lib/intl';
import { CURRENCY_COOKIE, LOCALE_COOKIE, readCookie, writeCookie } from '../../lib/storage';
import { isLocaleCode } from './locale-options';
import { setApiMessages } from '../../lib/api/error-messages';

// -- State --

export interface PreferencesState {
  locale: string;
  /** The active catalogue; held by reference (a catalogue is large and never mutated). */
  messages: Messages;
  /** ISO 4217 code of the display currency. */
  currency: string;
  /** A setLocale() is loading its catalogue. */
  switchingLocale: boolean;
}

export const preferencesState = proxy<PreferencesState>({
  locale: DEFAULT_LOCALE,
  messages: ref(defaultMessages),
  currency: preferredCurrency(undefined),
  switchingLocale: false,
});

// -- Actions --

/** Makes a loaded catalogue the app's language and sets <html lang>. */
export function applyLocale(locale: string, messages: Messages): void {
  preferencesState.locale = locale;
  preferencesState.messages = ref(messages);
  // API error texts follow the language too.
  setApiMessages(messages);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

let latestRequest = 0;

/**
 * The visitor chose a language: load its catalogue (English text for a
 * locale without one yet), switch the app to it, remember it in the locale
 * cookie and put it in the URL's lang parameter without adding a history
 * entry. A choice overtaken by a later one is dropped.
 */
export async function setLocale(locale: string): Promise<void> {
  const chosen = isLocaleCode(locale) ? locale : DEFAULT_LOCALE;
  const request = ++latestRequest;
  preferencesState.switchingLocale = true;
  try {
    const messages = await loadMessages(chosen);
    if (request !== latestRequest) return;
    applyLocale(chosen, messages);
    writeCookie(LOCALE_COOKIE, chosen, DEFAULT_COOKIE_DAYS);
    replaceLangParam(chosen);
  } finally {
    if (request === latestRequest) preferencesState.switchingLocale = false;
  }
}

function replaceLangParam(locale: string): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  url.searchParams.set(LOCALE_QUERY_PARAM, locale);
  window.history.replaceState(window.history.state, '', url);
}

/** Reads the stored currency preference (boot); an unknown code gives USD. */
export function restoreCurrency(cookieHeader: string): void {
  preferencesState.currency = preferredCurrency(readCookie(cookieHeader, CURRENCY_COOKIE));
}

export function setCurrency(code: string): void {
  const currency = preferredCurrency(code);
  preferencesState.currency = currency;
  writeCookie(CURRENCY_COOKIE, currency, DEFAULT_COOKIE_DAYS);
}
