/**
 * Tells whether a text reads as a given language, cheaply: by script for
 * Chinese, Japanese and Russian (the share of Han, Kana or Cyrillic letters
 * among all letters: product names and units stay Latin), by frequent
 * function words for the languages written in Latin letters (enough of the
 * language's own, few of English's, and more of its own than of any other).
 */

const ENGLISH = ['the', 'and', 'of', 'is', 'with', 'for', 'your', 'you', 'that', 'are', 'this', 'from', 'it', 'be', 'by', 'or', 'not', 'can'];

/** Frequent short words of each language written in Latin letters; a word may belong to two. */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  en: ENGLISH,
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'mit',
    'sie',
    'für',
    'auf',
    'den',
    'ein',
    'eine',
    'wird',
    'zu',
    'von',
    'oder',
    'werden',
    'sich',
    'auch',
    'im',
    'dem',
    'ihr',
    'ihre',
    'es',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'des',
    'est',
    'une',
    'pour',
    'dans',
    'vous',
    'qui',
    'sur',
    'pas',
    'avec',
    'du',
    'au',
    'votre',
    'vos',
    'sont',
    'ce',
    'en',
    'un',
    'à',
  ],
  es: ['el', 'la', 'los', 'las', 'y', 'que', 'en', 'es', 'para', 'con', 'una', 'por', 'del', 'su', 'sus', 'se', 'más', 'lo', 'al', 'un', 'puede', 'si'],
  pt: [
    'o',
    'os',
    'as',
    'e',
    'um',
    'uma',
    'não',
    'com',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'você',
    'seu',
    'sua',
    'no',
    'na',
    'para',
    'que',
    'é',
    'ao',
    'pelo',
    'pela',
  ],
  sl: ['je', 'in', 'na', 'za', 'se', 'ki', 'da', 'v', 's', 'ali', 'so', 'pri', 'lahko', 'ne', 'po', 'od', 'z', 'tudi', 'vaš', 'vaše', 'ko', 'ter', 'kot'],
};

/** `minLetters`: a Han character carries about a word, a Cyrillic letter a fifth of one. */
const SCRIPTS: Record<string, { letters: RegExp; minShare: number; minLetters: number }> = {
  ru: { letters: /\p{Script=Cyrillic}/gu, minShare: 0.6, minLetters: 150 },
  zh: { letters: /\p{Script=Han}/gu, minShare: 0.5, minLetters: 60 },
  ja: { letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, minShare: 0.5, minLetters: 80 },
};

/** Below this a page shows too little text to judge (or did not render its body). */
const MIN_WORDS = 40;
/** Function words are a fifth to a third of running text; a translated page's English is names and units. */
const MIN_OWN_RATE = 0.08;
const MAX_ENGLISH_RATE = 0.02;
/** Japanese writes grammar in Hiragana; Chinese has none. */
const MIN_KANA_SHARE_JA = 0.15;
const MAX_KANA_SHARE_ZH = 0.01;

export interface LanguageVerdict {
  problems: string[];
  /** The measures, for the failure message. */
  summary: string;
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

function rate(words: readonly string[], list: readonly string[]): number {
  const set = new Set(list);
  return words.length === 0 ? 0 : words.filter((w) => set.has(w)).length / words.length;
}

function judgeScript(text: string, locale: string): LanguageVerdict {
  const { letters, minShare, minLetters } = SCRIPTS[locale]!;
  const all = count(text, /\p{L}/gu);
  const own = count(text, letters);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const share = all === 0 ? 0 : own / all;
  const kanaShare = own === 0 ? 0 : kana / own;
  const problems: string[] = [];
  if (all < minLetters) problems.push(`only ${all} letters`);
  if (share < minShare) problems.push(`${locale} script is ${(share * 100).toFixed(0)}% of letters, under ${minShare * 100}%`);
  if (locale === 'ja' && kanaShare < MIN_KANA_SHARE_JA) problems.push('too little Kana for Japanese');
  if (locale === 'zh' && kanaShare > MAX_KANA_SHARE_ZH) problems.push('Kana in Chinese text');
  return { problems, summary: `${all} letters, ${(share * 100).toFixed(0)}% ${locale} script, kana ${(kanaShare * 100).toFixed(0)}%` };
}

function judgeWords(text: string, locale: string): LanguageVerdict {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const rates = Object.fromEntries(Object.entries(FUNCTION_WORDS).map(([lang, list]) => [lang, rate(words, list)]));
  const own = rates[locale]!;
  const problems: string[] = [];
  if (words.length < MIN_WORDS) problems.push(`only ${words.length} words`);
  if (own < MIN_OWN_RATE) problems.push(`${locale} function words are ${(own * 100).toFixed(1)}% of words`);
  if (locale !== 'en' && rates.en! > MAX_ENGLISH_RATE) problems.push(`English function words are ${(rates.en! * 100).toFixed(1)}% of words`);
  for (const [lang, value] of Object.entries(rates)) if (lang !== locale && value > own) problems.push(`reads more like ${lang}`);
  const summary = `${words.length} words; ${Object.entries(rates)
    .map(([lang, value]) => `${lang} ${(value * 100).toFixed(1)}%`)
    .join(', ')}`;
  return { problems, summary };
}

export function judgeLanguage(text: string, locale: string): LanguageVerdict {
  return locale in SCRIPTS ? judgeScript(text, locale) : judgeWords(text, locale);
}
