import { describe, expect, it } from 'vitest';
import { escapeUnsafe, stripUnsafe, terminalSafe } from './unsafe-text.js';

const EVIL = 'invoice\u202Efdp.exe\u009B31m\u001B[2J\u0000\u200B\u2066.txt';

describe('unsafe characters in names and terminal output', () => {
  it('strips C0, C1, DEL, bidi and zero-width characters from a name', () => {
    expect(stripUnsafe(EVIL)).toBe('invoicefdp.exe31m[2J.txt');
    expect(stripUnsafe('Zoë 报告 отчёт.pdf')).toBe('Zoë 报告 отчёт.pdf');
  });

  it('writes them as visible \\uXXXX escapes', () => {
    expect(escapeUnsafe(EVIL)).toBe('invoice\\u202Efdp.exe\\u009B31m\\u001B[2J\\u0000\\u200B\\u2066.txt');
  });

  it('keeps line feeds and tabs for the terminal, and JSON so escaped still decodes to the original', () => {
    expect(terminalSafe('a\n\tb\r\u001B[31mc\u202E')).toBe('a\n\tb\\u000D\\u001B[31mc\\u202E');
    const json = JSON.stringify({ name: EVIL }, null, 2);
    const safe = terminalSafe(json);
    // eslint-disable-next-line no-control-regex -- none may be left raw
    expect(safe).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
    expect(JSON.parse(safe)).toEqual({ name: EVIL });
  });
});
