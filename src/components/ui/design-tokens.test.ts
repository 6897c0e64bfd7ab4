// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readDesignTokens, tokenGroup } from './design-tokens';

afterEach(() => document.head.replaceChildren());

describe('readDesignTokens', () => {
  it('lists the custom properties declared on :root, in order, with their values', () => {
    const style = document.createElement('style');
    style.textContent = ':root { --color-brand: #0b4fb3; --space-1: 0.25rem; color: black; } body { --not-a-token: 1px; } :root { --color-brand: #000000; --radius-sm: 6px; }';
    document.head.append(style);
    const tokens = readDesignTokens(document);
    expect(tokens.map((t) => t.name)).toEqual(['--color-brand', '--space-1', '--radius-sm']);
    expect(tokens[1]).toEqual({ name: '--space-1', value: '0.25rem', group: 'space' });
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
