/**
 * Languages: detection (spec section 1), catalogue loading and the one place
 * the app imports react-intl from. English is bundled (it is the fallback and
 * the most common choice); every other catalogue in src/locales/ is its own
 * chunk, loaded before mount when detected. A new src/locales/<lang>.json for a
 * supported locale is picked up without code changes.
 */
import enMessages from '../locales/en.json';
import { DEFAULT_LOCALE, EXTRA_LOCALES, SUPPORTED_LOCALES } from '../config/limits';
import { detectLocale as detectLocaleIn, LOCALE_QUERY_PARAM, type LocaleSources } from '../config/locale-choice';

import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

export { FormattedMessage, FormattedNumber, FormattedTime, IntlProvider, RawIntlProvider, useIntl, type IntlShape } from 'react-intl';

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

export { LOCALE_QUERY_PARAM, type LocaleSources };

const lazyCatalogues = import.meta.glob<Messages>(['../locales/*.json', '!../locales/en.json'], { import: 'default' });

function catalogueLocale(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

const cataloguesByLocale = new Map<string, () => Promise<Messages>>(Object.entries(lazyCatalogues).map(([file, load]) => [catalogueLocale(file), load]));

/** Locales of the specification that have a catalogue, English first. */
export const AVAILABLE_LOCALES: readonly string[] = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES].filter(
  (locale) => locale === DEFAULT_LOCALE || cataloguesByLocale.has(locale),
);

/** The visitor's language among the catalogues (src/config/locale-choice.ts). */
export function detectLocale(sources: LocaleSources, available: readonly string[] = AVAILABLE_LOCALES): string {
  return detectLocaleIn(sources, available);
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

const formatterCache = createIntlCache();
const intlByCatalogue = new WeakMap<object, Map<string, IntlShape>>();

/**
 * The formatter of a language and catalogue, made once and kept. IntlProvider
 * makes its own in a ref, which React drops with any render it does not
 * commit (a hydration it restarts), and making one costs the locale checks
 * of every Intl formatter: ~20 ms of a phone's main thread each time.
 */
export function intlFor(locale: string, messages: Messages): IntlShape {
  let byLocale = intlByCatalogue.get(messages);
  if (!byLocale) intlByCatalogue.set(messages, (byLocale = new Map()));
  let intl = byLocale.get(locale);
  if (!intl) byLocale.set(locale, (intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, formatterCache)));
  return intl;
}
