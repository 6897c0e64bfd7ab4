/**
 * The design tokens as the browser sees them: every custom property declared
 * on :root by our stylesheets (src/styles/tokens.css), read at runtime, with
 * its computed value. Reading the live stylesheet means the style guide and
 * the media page can never list a token that does not exist or miss a new one.
 */
import { useSyncExternalStore } from 'react';

export type TokenGroup = 'colour' | 'space' | 'type' | 'other';

export interface DesignToken {
  name: string;
  value: string;
  group: TokenGroup;
}

export function tokenGroup(name: string): TokenGroup {
  if (name.startsWith('--color-')) return 'colour';
  if (name.startsWith('--space-')) return 'space';
  if (name.startsWith('--font-') || name === '--line-height') return 'type';
  return 'other';
}

function rootRules(doc: Document): CSSStyleRule[] {
  const rules: CSSStyleRule[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet: not ours
    }
    for (const rule of Array.from(list)) {
      if ('selectorText' in rule && (rule as CSSStyleRule).selectorText === ':root') rules.push(rule as CSSStyleRule);
    }
  }
  return rules;
}

/** Custom properties declared on :root, in declaration order, with their computed values. */
export function readDesignTokens(doc: Document): DesignToken[] {
  const computed = doc.defaultView?.getComputedStyle(doc.documentElement);
  const seen = new Map<string, DesignToken>();
  for (const rule of rootRules(doc)) {
    for (let i = 0; i < rule.style.length; i++) {
      const name = rule.style.item(i);
      if (!name.startsWith('--') || seen.has(name)) continue;
      const value = (computed?.getPropertyValue(name) || rule.style.getPropertyValue(name)).trim();
      seen.set(name, { name, value, group: tokenGroup(name) });
    }
  }
  return [...seen.values()];
}

const NO_TOKENS: readonly DesignToken[] = [];
let cached: readonly DesignToken[] | undefined;
const subscribe = (): (() => void) => () => undefined;

/** Caches a non-empty read; an empty one (stylesheet not applied yet) is tried again next render. */
function readOnce(): readonly DesignToken[] {
  const tokens = readDesignTokens(document);
  if (tokens.length === 0) return NO_TOKENS;
  cached = tokens;
  return tokens;
}

/**
 * The tokens of the loaded stylesheets (read once; they do not change while
 * the page runs), or none during server rendering.
 */
export function useDesignTokens(): readonly DesignToken[] {
  return useSyncExternalStore(
    subscribe,
    () => cached ?? readOnce(),
    () => NO_TOKENS,
  );
}
