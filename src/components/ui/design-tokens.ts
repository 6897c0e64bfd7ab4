/**
 * The design tokens: every custom property src/styles/tokens.css declares on
 * :root, read from its source when the app is built, with the value as
 * written there. Reading the stylesheet itself means the style guide and the
 * media page can never list a token that does not exist or miss a new one.
 * The same list on the server and in the browser, so a page that shows them
 * has them in the markup it is sent: read in the browser only after
 * hydration (as they once were), the style guide's ~2,500 px of token tables
 * appeared above its buttons and moved them away from under a press.
 */
import tokensSource from '../../styles/tokens.css?raw';
import { declaredRootProperties } from './declared-tokens';

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

export const DESIGN_TOKENS: readonly DesignToken[] = declaredRootProperties(tokensSource).map(({ name, value }) => ({
  name,
  value,
  group: tokenGroup(name),
}));
