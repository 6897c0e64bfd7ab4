import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS, tokenGroup } from './design-tokens';

describe('DESIGN_TOKENS', () => {
  it('are the tokens src/styles/tokens.css declares, as written, so the server renders the same list the browser shows', () => {
    const byName = new Map(DESIGN_TOKENS.map((t) => [t.name, t]));
    expect(DESIGN_TOKENS[0]).toEqual({ name: '--color-bg', value: '#ffffff', group: 'colour' });
    expect(byName.get('--space-4')).toEqual({ name: '--space-4', value: '1rem', group: 'space' });
    expect(byName.get('--focus-ring')?.value).toBe('3px solid var(--color-focus)');
    expect(byName.get('--breakpoint-desktop')?.value).toBe('60rem');
  });
});

describe('tokenGroup', () => {
  it('groups colours, spacing and type by their name', () => {
    expect(tokenGroup('--color-text')).toBe('colour');
    expect(tokenGroup('--space-8')).toBe('space');
    expect(tokenGroup('--font-size-lg')).toBe('type');
    expect(tokenGroup('--line-height')).toBe('type');
    expect(tokenGroup('--radius-md')).toBe('other');
  });
});
