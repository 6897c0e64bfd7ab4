/**
 * Keyboard and paste filtering for numeric inputs (spec section 5): typing
 * accepts digits, dot and space plus navigation and editing keys and the usual
 * clipboard shortcuts; pasted text is stripped to digits, dot, comma and minus
 * (comma and minus survive so that the amount parser can read "1,5" and
 * reject negatives with a message rather than silently).
 */

/** The part of a KeyboardEvent the filter needs (easy to build in tests). */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const TYPED = /^[0-9. ]$/;

const NAVIGATION_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

// Select all, copy, paste, cut, undo, redo: with Ctrl, or Cmd on macOS.
const SHORTCUT_LETTERS: ReadonlySet<string> = new Set(['a', 'c', 'v', 'x', 'z', 'y']);

/** True if the key may reach the input; call preventDefault() otherwise. */
export function isAllowedNumberKey(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey) {
    // Shift+Ctrl+Z reports "Z".
    return SHORTCUT_LETTERS.has(event.key.toLowerCase()) || NAVIGATION_KEYS.has(event.key);
  }
  return TYPED.test(event.key) || NAVIGATION_KEYS.has(event.key);
}

/** Pasted text reduced to digits, dot, comma and minus ("1 234,5 BTC" -> "1234,5"). */
export function sanitizePastedNumber(text: string): string {
  return text.replace(/[^0-9.,-]/g, '');
}

export type NumberTextProblem = 'invalid' | 'negative' | 'precision';

/**
 * What a number field's text says: spaces are grouping, a lone comma is a
 * decimal comma ("1,5" is 1.5), at most `maxDecimals` fraction digits. Empty
 * text is null with no problem (the field is optional).
 */
export function readNumberText(text: string, maxDecimals: number): { value: number | null; problem: NumberTextProblem | null } {
  let cleaned = text.replace(/\s+/g, '');
  if (cleaned === '') return { value: null, problem: null };
  if (!cleaned.includes('.') && (cleaned.match(/,/g) ?? []).length === 1) cleaned = cleaned.replace(',', '.');
  if (cleaned.startsWith('-')) return { value: null, problem: 'negative' };
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return { value: null, problem: 'invalid' };
  const decimals = cleaned.split('.')[1]?.length ?? 0;
  if (decimals > maxDecimals) return { value: null, problem: 'precision' };
  return { value: Number(cleaned), problem: null };
}
