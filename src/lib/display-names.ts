/**
 * Names of languages, regions and currencies as readers of `locale` write
 * them, by the browser's own tables (Intl.DisplayNames). Where the browser has
 * none for that locale the lookup answers undefined, and the caller falls back
 * to its own (English) name.
 */
export function displayNames(locale: string, type: Intl.DisplayNamesType): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined;
      }
    };
  } catch {
    return () => undefined;
  }
}
