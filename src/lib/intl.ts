/**
 * Languages: detection (spec section 1), catalogue loading and the one place
 * the app imports react-intl from. English is bundled (it is the fallback and
 * the most common choice); every other catalogue in src/locales/ is its own
 * chunk, loaded before mount when detected. A new src/locales/<lang>.json for a
 * supported locale is picked up without code changes.
 */
import enMessages from '../locales/en.json';
import { DEFAULT_LOCALE, EXTRA_LOCALES, SUPPORTED_LOCALES } from '../config/limits';
import { LOCALE_COOKIE, readCookie } from './storage';

export { FormattedMessage, FormattedNumber, FormattedTime, IntlProvider, useIntl, type IntlShape } from 'react-intl';

export type MessageId = keyof typeof enMessages;
/** A catalogue has every id of the English one (src/locales/locales.test.ts checks the files). */
export type Messages = Record<MessageId, string>;

// Message ids are checked at compile time against the English catalogue.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

export const LOCALE_QUERY_PARAM = 'lang';

const lazyCatalogues = import.meta.glob<Messages>(['../locales/*.json', '!../locales/en.json'], { import: 'default' });

function catalogueLocale(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const cataloguesByLocale = new Map<string, () => Promise<Messages>>(
  Object.entries(lazyCatalogues).map(([file, load]) => [catalogueLocale(file), load]),
);

/** Locales of the specification that have a catalogue, English first. */
export const AVAILABLE_LOCALES: readonly string[] = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES].filter(
  (locale) => locale === DEFAULT_LOCALE || cataloguesByLocale.has(locale),
);

export interface LocaleSources {
  /** `location.search`, with or without the leading "?". */
  search: string;
  /** `document.cookie`. */
  cookie: string;
  /** `navigator.language`. */
  browserLanguage: string | undefined;
}

/** "pt-BR" -> "pt": catalogues are per language, not per region. */
function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The first choice present wins: the lang query parameter, then the locale
 * cookie, then the browser language. An unsupported choice gives English
 * rather than falling through to the next source, as the spec says.
 */
export function detectLocale(sources: LocaleSources, available: readonly string[] = AVAILABLE_LOCALES): string {
  const fromQuery = new URLSearchParams(sources.search).get(LOCALE_QUERY_PARAM);
  const choice = fromQuery || readCookie(sources.cookie, LOCALE_COOKIE) || sources.browserLanguage;
  if (!choice) return DEFAULT_LOCALE;
  const language = languageOf(choice);
  return available.includes(language) ? language : DEFAULT_LOCALE;
}

/** English is always loaded; detecting it costs no request. */
export function isLocaleLoaded(locale: string): boolean {
  return locale === DEFAULT_LOCALE;
}

/** The catalogue of `locale`, English for a locale without one. */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = cataloguesByLocale.get(locale);
  return load ? load() : enMessages;
}

export const defaultMessages: Messages = enMessages;
