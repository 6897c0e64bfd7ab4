/**
 * A paste before the rules read it: nothing in it, binary (an image, an
 * archive, a log file's compressed copy), larger than the doctor reads (then
 * its newest part), or written in another script (the miners' English
 * messages are what the rules know).
 */
import { STRATUM_DOCTOR_LIMITS } from '../../config/limits';
import type { InputNote, InputProblem } from './types';

/** How much of the paste the binary and language checks sample. */
const SAMPLE_CHARS = 64 * 1024;

export interface CheckedInput {
  problem?: InputProblem;
  notes: InputNote[];
  /** The text to read: the paste, or its last STRATUM_DOCTOR_LIMITS.maxInputBytes. */
  text: string;
}

// eslint-disable-next-line no-control-regex -- counting control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\ufffd]/g;
const LATIN_LETTER = /[A-Za-z]/g;
const OTHER_LETTER = /[^\P{L}A-Za-z\u00C0-\u024F]/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export function checkInput(paste: string): CheckedInput {
  const notes: InputNote[] = [];
  let text = paste;
  if (text.trim() === '') return { problem: 'empty', notes, text: '' };
  const { maxInputBytes, binaryMinRatio, foreignMinRatio } = STRATUM_DOCTOR_LIMITS;
  if (text.length > maxInputBytes) {
    text = text.slice(text.length - maxInputBytes);
    const firstBreak = text.indexOf('\n');
    if (firstBreak >= 0) text = text.slice(firstBreak + 1);
    notes.push('truncated');
  }
  const sample = text.slice(0, SAMPLE_CHARS);
  if (count(sample, CONTROL) / sample.length >= binaryMinRatio) return { problem: 'binary', notes, text: '' };
  const latin = count(sample, LATIN_LETTER);
  const other = count(sample, OTHER_LETTER);
  if (other > 0 && other / (latin + other) >= foreignMinRatio) notes.push('foreign-language');
  return { notes, text };
}
