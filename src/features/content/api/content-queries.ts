/**
 * The queries of the content calls, in the one order they are sent: the
 * service worker keeps an answer under its path and query as sent, so a page
 * that asks it to keep an article (src/islands/warm-offline.ts) must name the
 * article exactly as the app's call later asks for it. No API client here.
 */
import type { LocaleCode } from '../../../config/limits';
import type { ArticleKey, ArticleListParams } from '../types';

/** article2: category, then sub when there is one (without it the server finds the article by category and url), url, lang. */
export function articleQuery(key: Omit<ArticleKey, 'lang'> & { lang?: LocaleCode | undefined }) {
  return { category: key.category, ...(key.sub === undefined ? {} : { sub: key.sub }), url: key.url, lang: key.lang ?? 'en' };
}

/** list2: the parameters that are set, by name in alphabetical order (one list, one URL, whatever order a caller wrote). */
export function listQuery(params: ArticleListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (value !== undefined && value !== '') query[key] = value as string | number;
  }
  return query;
}
