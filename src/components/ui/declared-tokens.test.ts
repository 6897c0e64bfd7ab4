import { describe, expect, it } from 'vitest';
import { declaredRootProperties } from './declared-tokens';

describe('declaredRootProperties', () => {
  it('lists the custom properties of top-level :root rules, in order, each with the text of its last declaration', () => {
    const css = `/* tokens; with: a comment */
      @import url("other.css");
      :root { --color-brand: #0b4fb3; --space-1: 0.25rem; color: black; --ring: 3px solid var(--color-brand); }
      body { --not-a-token: 1px; }
      @media (min-width: 40rem) { :root { --space-1: 1rem; } }
      :root { --color-brand: #000000; --font-sans: system-ui,
        'Segoe UI', sans-serif; }`;
    expect(declaredRootProperties(css)).toEqual([
      { name: '--color-brand', value: '#000000' },
      { name: '--space-1', value: '0.25rem' },
      { name: '--ring', value: '3px solid var(--color-brand)' },
      { name: '--font-sans', value: "system-ui, 'Segoe UI', sans-serif" },
    ]);
  });
});
