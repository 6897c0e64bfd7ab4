import { describe, expect, it } from 'vitest';
import { isAllowedNumberKey, readNumberText, sanitizePastedNumber } from './number-input';

describe('isAllowedNumberKey', () => {
  it('accepts digits, dot and space', () => {
    for (const key of ['0', '1', '5', '9', '.', ' ']) expect(isAllowedNumberKey({ key }), key).toBe(true);
  });

  it('refuses letters, signs and other characters', () => {
    for (const key of ['a', 'e', 'E', '-', '+', ',', '/', '*', 'Dead', 'Process', 'F5']) {
      expect(isAllowedNumberKey({ key }), key).toBe(false);
    }
  });

  it('accepts navigation and editing keys', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']) {
      expect(isAllowedNumberKey({ key }), key).toBe(true);
    }
  });

  it('accepts select-all, copy, paste, cut, undo and redo with Ctrl or Cmd', () => {
    for (const key of ['a', 'c', 'v', 'x', 'z', 'y', 'Z']) {
      expect(isAllowedNumberKey({ key, ctrlKey: true }), `Ctrl+${key}`).toBe(true);
      expect(isAllowedNumberKey({ key, metaKey: true }), `Cmd+${key}`).toBe(true);
    }
  });

  it('keeps word-wise navigation with Ctrl', () => {
    expect(isAllowedNumberKey({ key: 'ArrowLeft', ctrlKey: true })).toBe(true);
    expect(isAllowedNumberKey({ key: 'Backspace', ctrlKey: true })).toBe(true);
  });

  it('refuses other shortcuts and the shortcut letters without a modifier', () => {
    expect(isAllowedNumberKey({ key: 'b', ctrlKey: true })).toBe(false);
    expect(isAllowedNumberKey({ key: 'v' })).toBe(false);
  });
});

describe('sanitizePastedNumber', () => {
  it('keeps only digits, dot, comma and minus', () => {
    expect(sanitizePastedNumber('1 234,5 BTC')).toBe('1234,5');
    expect(sanitizePastedNumber(' -0.00012345\n')).toBe('-0.00012345');
    expect(sanitizePastedNumber('$1,000.50')).toBe('1,000.50');
  });

  it('drops non-ASCII digits and lookalike characters', () => {
    expect(sanitizePastedNumber('١٢٣ 4\u00a05\u2212')).toBe('45');
  });

  it('gives an empty string when nothing numeric is left', () => {
    expect(sanitizePastedNumber('abc')).toBe('');
  });
});

describe('readNumberText', () => {
  it('reads digits with a dot, spaces as grouping and a lone comma as the decimal mark', () => {
    expect(readNumberText('0.12', 8)).toEqual({ value: 0.12, problem: null });
    expect(readNumberText('1 234.5', 8)).toEqual({ value: 1234.5, problem: null });
    expect(readNumberText('1,5', 8)).toEqual({ value: 1.5, problem: null });
    expect(readNumberText('', 8)).toEqual({ value: null, problem: null });
  });

  it('says why text is refused: a minus, a ninth decimal, anything else', () => {
    expect(readNumberText('-1', 8).problem).toBe('negative');
    expect(readNumberText('0.123456789', 8).problem).toBe('precision');
    expect(readNumberText('0.12345678', 8).value).toBe(0.12345678);
    expect(readNumberText('1.2.3', 8).problem).toBe('invalid');
    expect(readNumberText('1,234,5', 8).problem).toBe('invalid');
  });
});
