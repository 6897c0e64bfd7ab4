import { describe, expect, it } from 'vitest';
import { EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../src/config/limits.js';
import { STATUS_PAGE_TEXT } from './page-text-locales.js';
import { EN_TEXT, fill } from './page-text.js';

/** Every leaf of the words as "path = text". */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
}

describe('the /status page words', () => {
  it('exist in every language of the app, with the same words and placeholders as English', () => {
    expect(Object.keys(STATUS_PAGE_TEXT).sort()).toEqual([...SUPPORTED_LOCALES, ...EXTRA_LOCALES].sort());
    const english = new Map(leaves(EN_TEXT));
    for (const [lang, text] of Object.entries(STATUS_PAGE_TEXT)) {
      const words = leaves(text);
      expect(words.map(([path]) => path).sort(), lang).toEqual([...english.keys()].sort());
      for (const [path, value] of words) {
        expect(value.trim(), `${lang} ${path}`).not.toBe('');
        const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(value), `${lang} ${path}`).toEqual(placeholders(english.get(path)!));
      }
    }
  });

  it('are written in each language, not left in English', () => {
    for (const [lang, text] of Object.entries(STATUS_PAGE_TEXT)) {
      if (lang === 'en') continue;
      for (const path of ['heading', 'summary.1', 'componentsHeading', 'states.major_outage', 'miningUnaffected', 'components.payouts', 'noIncidents']) {
        const value = new Map(leaves(text)).get(path);
        expect(value, `${lang} ${path}`).not.toBe(new Map(leaves(EN_TEXT)).get(path));
      }
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{min} to {max} minutes', { min: 45, max: 90 })).toBe('45 to 90 minutes');
    expect(fill('{brand} {other}', { brand: 'Hashvale' })).toBe('Hashvale {other}');
  });
});
