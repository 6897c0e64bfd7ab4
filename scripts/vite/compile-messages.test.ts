import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './compile-messages';

interface Element {
  type: number;
  value?: string;
  children?: Element[];
  options?: Record<string, { value: Element[] }>;
}

/** A value for each argument of a message: numbers for numbers and plurals, a function for tags, text otherwise. */
function sampleValues(ast: Element[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of ast) {
    // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (icu-messageformat-parser's TYPE).
    if (el.type === 8) values[el.value!] = (chunks: unknown[]) => `<${chunks.join('')}>`;
    else if (el.type === 2 || el.type === 6) values[el.value!] = 2;
    else if (el.type === 3 || el.type === 4) values[el.value!] = 0;
    else if (el.type === 1 || el.type === 5) values[el.value!] ??= 'x';
    if (el.children) sampleValues(el.children, values);
    for (const option of Object.values(el.options ?? {})) sampleValues(option.value, values);
  }
  return values;
}

function compile(file: string): Record<string, unknown> {
  const plugin = compileMessages();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  const result = transform(readFileSync(file, 'utf8'), file);
  if (!result) throw new Error(`${file} was not compiled`);
  return JSON.parse(result.code) as Record<string, unknown>;
}

describe('catalogues compiled at build time', () => {
  it('formats every message of every catalogue as its source string does', () => {
    for (const lang of ['en', 'de', 'ru', 'ja']) {
      const file = path.resolve('src/locales', `${lang}.json`);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = compile(file);
      expect(Object.keys(compiled)).toEqual(Object.keys(source));
      for (const [id, message] of Object.entries(source)) {
        expect(Array.isArray(compiled[id]), id).toBe(true);
        const values = sampleValues(compiled[id] as Element[]);
        const fromAst = new IntlMessageFormat(compiled[id] as never, lang).format(values);
        expect(fromAst, id).toEqual(new IntlMessageFormat(message, lang).format(values));
      }
    }
  });

  it('leaves other JSON alone', () => {
    const transform = compileMessages().transform as (code: string, id: string) => unknown;
    expect(transform('{"a":"b"}', '/work/src/config/forms/x.json')).toBeNull();
  });
});
