/** A language's name as readers of `locale` write it ("Deutsch" in German, "немецкий" in Russian). */
export function languageName(locale: string, lang: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
