/**
 * Which language to ask the content calls for. Legal texts (terms, privacy and
 * the other legal pages) are always fetched in English: the English text is
 * the binding one (issue 6, "Terms and privacy content is always fetched in
 * English").
 */
export const ENGLISH_ONLY_CATEGORIES: ReadonlySet<string> = new Set(['legal']);

export function contentLanguage(category: string | undefined, locale: string): string {
  if (category && ENGLISH_ONLY_CATEGORIES.has(category)) return 'en';
  // react-intl may report a region ("de-DE"); the content calls know languages.
  return locale.split('-')[0]!.toLowerCase();
}
