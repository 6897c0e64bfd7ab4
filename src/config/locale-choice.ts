/**
 * Which language a visitor reads (spec section 1): the `lang` query parameter,
 * then the locale cookie, then the browser's language. Pure: the app detects
 * with it before mount (src/lib/intl.ts), the server when it writes a page's
 * head in that language (server/src/pages/).
 */
import { DEFAULT_LOCALE } from './limits.js';

export const LOCALE_QUERY_PARAM = 'lang';
/** The chosen language (after the lang parameter, before the browser's). */
export const LOCALE_COOKIE = 'locale';

/** Reads one cookie from a `document.cookie`-style string or a Cookie header; undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface LocaleSources {
  /** `location.search`, with or without the leading "?". */
  search: string;
  /** `document.cookie` or the Cookie header. */
  cookie: string;
  /** `navigator.language`, or the first choice of Accept-Language. */
  browserLanguage: string | undefined;
}

/** "pt-BR" -> "pt": catalogues are per language, not per region. */
function languageOf(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The first choice present wins. An unsupported choice gives English rather
 * than falling through to the next source, as the spec says.
 */
export function detectLocale(sources: LocaleSources, available: readonly string[]): string {
  const fromQuery = new URLSearchParams(sources.search).get(LOCALE_QUERY_PARAM);
  const choice = fromQuery || readCookie(sources.cookie, LOCALE_COOKIE) || sources.browserLanguage;
  if (!choice) return DEFAULT_LOCALE;
  const language = languageOf(choice);
  return available.includes(language) ? language : DEFAULT_LOCALE;
}

/** The most preferred language of an Accept-Language header ("de-CH,de;q=0.9,en;q=0.8" -> "de-CH"). */
export function preferredLanguage(acceptLanguage: string | undefined): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.trim(), q };
  }
  return best?.tag;
}
