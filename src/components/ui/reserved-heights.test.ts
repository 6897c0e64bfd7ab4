import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_HEIGHTS } from './reserved-heights';

const css = readFileSync(new URL('./reserved-heights.css', import.meta.url), 'utf8');

describe('reserved heights', () => {
  it('each name has its one min-height rule, kept only while loading, and the stylesheet names no other', () => {
    for (const name of RESERVED_HEIGHTS) {
      const rules = css.match(new RegExp(`\\[aria-busy='true'\\]\\[data-reserve='${name}'\\] \\{\\s*min-height: [^;]+;\\s*\\}`, 'g'));
      expect(rules, name).toHaveLength(1);
    }
    const named = [...css.matchAll(/data-reserve='([^']+)'/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...RESERVED_HEIGHTS].sort());
  });
});
