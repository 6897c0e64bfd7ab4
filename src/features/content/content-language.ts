/**
 * Which language to ask the content calls for, and whether an article came
 * back in another one. Legal texts (terms, privacy and the other legal pages)
 * are always fetched in English: the English text is the binding one (spec
 * section 5: "Terms and privacy content is always fetched in English").
 */
import type { Article } from './types';

export const ENGLISH_ONLY_CATEGORIES: ReadonlySet<string> = new Set(['legal']);

export function contentLanguage(category: string | undefined, locale: string): string {
  if (category && ENGLISH_ONLY_CATEGORIES.has(category)) return 'en';
  // react-intl may report a region ("de-DE"); the content calls know languages.
  return locale.split('-')[0]!.toLowerCase();
}

/**
 * The article is shown in another language than the one asked for for it: the
 * server found no translation and fell back to English. Legal texts, asked for
 * in English on purpose, never count.
 */
export function isLanguageFallback(article: Pick<Article, 'category' | 'lang'>, locale: string): boolean {
  return article.lang !== contentLanguage(article.category, locale);
}
