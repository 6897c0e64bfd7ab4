/** The /status page's words in every language of the app (page-text.ts has the English and the shape). */
import type { LocaleCode } from '../../../src/config/limits.js';
import { EN_TEXT, type StatusPageText } from './page-text.js';
import { DE, RU, ZH } from './page-text-de-ru-zh.js';
import { JA, SL } from './page-text-ja-sl.js';
import { ES, FR, PT } from './page-text-pt-es-fr.js';

export const STATUS_PAGE_TEXT: Readonly<Record<LocaleCode, StatusPageText>> = { en: EN_TEXT, de: DE, ru: RU, zh: ZH, pt: PT, es: ES, fr: FR, ja: JA, sl: SL };
