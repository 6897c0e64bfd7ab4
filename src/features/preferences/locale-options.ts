/**
 * The languages the footer offers (spec section 9: the eight supported
 * locales plus Slovenian), each named in its own language so a reader finds
 * theirs whatever the page's language is. Flags are emoji: no image requests,
 * and where a system has no flag glyphs the native name still says it all.
 */
import type { LocaleCode } from '../../config/limits';

export { isLocaleCode, type LocaleCode } from '../../config/limits';

export interface LocaleOption {
  code: LocaleCode;
  nativeName: string;
  flag: string;
}

export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  { code: 'en', nativeName: 'English', flag: '🇬🇧' },
  { code: 'ru', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'zh', nativeName: '中文', flag: '🇨🇳' },
  { code: 'de', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'pt', nativeName: 'Português', flag: '🇵🇹' },
  { code: 'es', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'fr', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'ja', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'sl', nativeName: 'Slovenščina', flag: '🇸🇮' },
];
