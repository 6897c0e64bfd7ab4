/** Reading time of an article: its words at an adult's silent reading pace, at least one minute. */
import { htmlToPlainText } from './html-text';

/** Words per minute; ~200-250 is the usual figure for non-fiction read on a screen. */
export const READING_WORDS_PER_MINUTE = 200;

export function countWords(html: string): number {
  const text = htmlToPlainText(html);
  return text ? text.split(' ').length : 0;
}

export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / READING_WORDS_PER_MINUTE));
}
