import { displayNames } from '../../../lib/display-names';

/** A language's name as readers of `locale` write it ("Deutsch" in German, "немецкий" in Russian). */
export function languageName(locale: string, lang: string): string {
  return displayNames(locale, 'language')(lang) ?? lang;
}
