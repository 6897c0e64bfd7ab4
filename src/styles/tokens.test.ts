import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredRootProperties } from '../components/ui/declared-tokens';

const SRC = path.resolve(import.meta.dirname, '..');
const TOKENS = fs.readFileSync(path.join(SRC, 'styles/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector is `selector` (nested in an at-rule or not). */
function block(selector: string): Map<string, string> {
  const start = TOKENS.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = TOKENS.slice(TOKENS.indexOf('{', start) + 1, TOKENS.indexOf('}', start));
  const declarations = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return declarations;
}

const LIGHT = new Map(declaredRootProperties(TOKENS).map(({ name, value }) => [name, value]));
const CHOSEN_DARK = block(":root[data-theme='dark']");
const SYSTEM_DARK = block(":root:not([data-theme='light'])");

function theme(overrides: Map<string, string>): (name: string) => string {
  return (name) => overrides.get(name) ?? LIGHT.get(name)!;
}

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text (4.5:1) and the focus ring (3:1) on the backgrounds they are drawn on. */
const PAIRS: [text: string, background: string, minimum: number][] = [
  ['--color-text', '--color-bg', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text-muted', '--color-bg', 4.5],
  ['--color-text-muted', '--color-surface', 4.5],
  ['--color-brand', '--color-bg', 4.5],
  ['--color-brand', '--color-surface', 4.5],
  ['--color-brand-strong', '--color-bg', 4.5],
  ['--color-on-brand', '--color-brand', 4.5],
  ['--color-on-brand', '--color-brand-strong', 4.5],
  ['--color-text', '--color-info-bg', 4.5],
  ['--color-brand', '--color-info-bg', 4.5],
  ['--color-error', '--color-error-bg', 4.5],
  ['--color-error', '--color-bg', 4.5],
  ['--color-warning', '--color-warning-bg', 4.5],
  ['--color-success', '--color-success-bg', 4.5],
  ['--color-success', '--color-bg', 4.5],
  ['--color-on-hero', '--color-hero-bg', 4.5],
  ['--color-focus', '--color-bg', 3],
  ['--color-focus', '--color-surface', 3],
];

describe('the dark theme tokens', () => {
  it('are written the same for a chosen dark theme and for a dark system without a choice', () => {
    CHOSEN_DARK.delete('color-scheme');
    expect(Object.fromEntries(SYSTEM_DARK)).toEqual(Object.fromEntries(CHOSEN_DARK));
  });

  it('give every colour token of the light theme a dark value, except those computed from others', () => {
    const colours = [...LIGHT].filter(([name, value]) => name.startsWith('--color-') && !value.startsWith('var('));
    expect(colours.length).toBeGreaterThan(15);
    expect(colours.map(([name]) => name).filter((name) => !SYSTEM_DARK.has(name))).toEqual([]);
  });

  it('set color-scheme so that form controls and scrollbars follow the theme', () => {
    expect(block(':root').get('color-scheme')).toBe('light dark');
    expect(block(":root[data-theme='light']").get('color-scheme')).toBe('light');
    expect(block(":root[data-theme='dark']").get('color-scheme')).toBe('dark');
  });

  it.each([
    ['light', theme(new Map())],
    ['dark', theme(SYSTEM_DARK)],
  ])('meet WCAG AA for every text pair in the %s theme', (_name, value) => {
    const failing = PAIRS.map(([text, background, minimum]) => ({ text, background, minimum, ratio: contrast(value(text), value(background)) })).filter(
      (pair) => pair.ratio < pair.minimum,
    );
    expect(failing).toEqual([]);
  });
});

/** Colours written outside tokens.css that are the same in both themes on purpose. */
const FIXED_COLOURS: Record<string, string> = {
  // The dark hero and the transparent bar over it are navy in both themes.
  'styles/hero.css': 'the hero gradient, its white button and ghost button',
  'styles/header.css': 'the transparent bar filling with the hero navy',
  // The modal backdrop dims whatever is below; the video frame is black.
  'styles/overlays.css': 'the backdrop and the video frame',
  // A QR code must stay dark on white, or phones cannot read it.
  'styles/ui.css': 'the QR code',
  // The status colours are bars and borders (not text), readable on both backgrounds.
  'features/status-page/components/status-page.css': 'the status bars',
};

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('colours outside the tokens', () => {
  it('are tokens everywhere but where a colour is the same in both themes on purpose', () => {
    const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|:\s*(?:white|black)\b/i;
    const offending = cssFiles(SRC)
      .map((file) => path.relative(SRC, file))
      .filter((file) => file !== 'styles/tokens.css' && !(file in FIXED_COLOURS))
      .filter((file) => COLOUR.test(fs.readFileSync(path.join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')));
    expect(offending).toEqual([]);
  });
});
