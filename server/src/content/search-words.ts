/**
 * The words search works on, the same for an article's text and for a query:
 * lower case runs of letters and digits (as PostgreSQL's `simple`
 * configuration read them). Chinese and Japanese put no spaces between words,
 * so a run holding Han or Kana is cut into words by Intl.Segmenter in the
 * text's language. ICU's dictionary leaves the words it does not know as
 * single characters (比特币挖矿, "bitcoin mining", comes back as five), so
 * neighbouring single characters are joined again into one word: a query cut
 * the same way gives the same word. docs/content.md, "Search".
 */

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const KANA = /[\p{scx=Hiragana}\p{scx=Katakana}]/u;

const segmenters = new Map<string, Intl.Segmenter>();

/** Whether a word holds Han or Kana (Chinese or Japanese). */
export function isHanOrKana(word: string): boolean {
  return CJK.test(word);
}

/** Chinese or Japanese rules: the text's language when it is one of them, else what the run's script says. */
function segmenterFor(lang: string, run: string): Intl.Segmenter {
  const locale = lang === 'zh' || lang === 'ja' ? lang : KANA.test(run) ? 'ja' : 'zh';
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

/** A run of Han or Kana (and any letters among them) cut into words, single characters joined again. */
function segmentRun(run: string, lang: string): string[] {
  const words: string[] = [];
  let singles = '';
  for (const { segment, isWordLike } of segmenterFor(lang, run).segment(run)) {
    if (!isWordLike) continue;
    if (CJK.test(segment) && [...segment].length === 1) {
      singles += segment;
      continue;
    }
    if (singles) words.push(singles);
    singles = '';
    words.push(segment);
  }
  if (singles) words.push(singles);
  return words.length > 0 ? words : [run];
}

/** The words of a text (an article's, or a query's) in language `lang`. */
export function searchWords(text: string, lang = 'en'): string[] {
  const words: string[] = [];
  for (const run of text.toLowerCase().match(WORD) ?? []) {
    if (CJK.test(run)) words.push(...segmentRun(run, lang));
    else words.push(run);
  }
  return words;
}

/**
 * The words an article is indexed by: its words and, for a Chinese or
 * Japanese word, every ending of it, so a query word found by prefix is found
 * anywhere inside such a word (挖矿 inside 比特币挖矿), as the segmenter may
 * have cut the text where it did not cut the query.
 */
export function indexedWords(text: string, lang: string): string[] {
  const words: string[] = [];
  for (const word of searchWords(text, lang)) {
    words.push(word);
    if (!CJK.test(word)) continue;
    const chars = [...word];
    for (let i = 1; i < chars.length; i += 1) words.push(chars.slice(i).join(''));
  }
  return words;
}
