// Every UI catalogue has every message of the English one, in its own
// language: same keys, same ICU placeholders, and no value left as an English
// copy unless it is only names (brand, products, networks) and symbols.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXTRA_LOCALES, SUPPORTED_LOCALES } from '../config/limits';
import en from './en.json';

const LOCALES = [...SUPPORTED_LOCALES, ...EXTRA_LOCALES].filter((l) => l !== 'en');
const DIR = path.dirname(new URL(import.meta.url).pathname);

/** Words that stay the same in every language. */
const NAMES = [
  'Hashvale',
  'Hashvale Miner',
  'Hashvale OS',
  'Hashvale Pay',
  'QuickMiner',
  'EasyMining',
  'NHOS',
  'YouTube',
  'X',
  'Twitter',
  'Discord',
  'Telegram',
  'Reddit',
  'GitHub',
  'LinkedIn',
  'Spotify',
  'App Store',
  'Google Play',
  'API',
  'BTC',
  'USD',
  'EUR',
  'HTTP',
  'ASIC',
  'GPU',
  'CPU',
  'Docker',
  'English',
  'Русский',
  '中文',
  'Deutsch',
  'Português',
  'Español',
  'Français',
  '日本語',
  'Slovenščina',
  'Email',
  'E-mail',
  'OK',
  'Stratum',
  'Firmware',
  'Blog',
  // The status components: the stratum locations keep their host names' English, the APIs their protocols'.
  'Stratum Europe-West',
  'Stratum USA-West',
  'REST API',
  'WebSocket API',
  'REST',
  'WebSocket',
].sort((a, b) => b.length - a.length);

/** The {placeholders} of an ICU message, ignoring plural/select branches' inner text. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*(?:[,}])/g)) names.add(m[1]!);
  return [...names].sort();
}

/**
 * Words these languages spell as English does (many of them loanwords): a
 * German page titled "Mining" or a French "Notifications" is translated, not
 * forgotten.
 */
const LOANWORDS: Record<string, readonly string[]> = {
  de: [
    'Website',
    'Mining',
    'Links',
    'Widgets',
    'Video',
    'Version',
    'Countdown',
    'Download',
    'Downloads',
    'Support',
    'Pool',
    'Pools',
    'Cookies',
    'Partner',
    'Updates',
    'Wallet',
  ],
  // 'Total' is these languages' own word for a sum, spelled as in English.
  pt: ['Exchange', 'Links', 'Widgets', 'Menu', 'Download', 'Downloads', 'Cookies', 'Pool', 'Pools', 'Marketplace', 'Mining', 'Total'],
  es: ['Exchange', 'Widgets', 'Links', 'Cookies', 'Pool', 'Pools', 'Marketplace', 'Total'],
  fr: ['minutes', 'Widgets', 'Menu', 'Version', 'Notifications', 'Page', 'Support', 'Cookies', 'Pool', 'Pools', 'Countdown', 'Marketplace', 'Total'],
  sl: ['Widgets', 'Pool', 'Pools'],
};

/** True when nothing but names, the language's loanwords, placeholders and symbols is left of a message. */
export function onlyNames(message: string, locale = ''): boolean {
  let rest = message.replace(/\{[^{}]*\}/g, ' ').replace(/<\/?[a-z]+>/gi, ' ');
  for (const name of NAMES) rest = rest.split(name).join(' ');
  for (const word of LOANWORDS[locale] ?? []) rest = rest.replace(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu'), ' ');
  return !/\p{L}{2,}/u.test(rest);
}

function load(locale: string): Record<string, string> | undefined {
  const file = path.join(DIR, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}

const english = en as Record<string, string>;

describe('UI catalogues', () => {
  it.each(LOCALES)('%s exists with exactly the English keys', (locale) => {
    const messages = load(locale);
    expect(messages, `src/locales/${locale}.json is missing`).toBeDefined();
    expect(Object.keys(messages!).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('%s keeps every placeholder of every message', (locale) => {
    const messages = load(locale) ?? {};
    for (const [id, text] of Object.entries(english)) {
      if (messages[id] === undefined) continue;
      expect(placeholders(messages[id]), `${locale} ${id}`).toEqual(placeholders(text));
    }
  });

  it.each(LOCALES)('%s translates every message that is more than names', (locale) => {
    const messages = load(locale) ?? {};
    const copies = Object.entries(english)
      .filter(([id, text]) => messages[id] === text && !onlyNames(text, locale))
      .map(([id]) => id);
    expect(copies, `${locale}: left in English`).toEqual([]);
  });

  it('tells names from words', () => {
    expect(onlyNames('Hashvale on YouTube')).toBe(false);
    expect(onlyNames('YouTube')).toBe(true);
    expect(onlyNames('{count} BTC')).toBe(true);
    expect(onlyNames('Mining', 'de')).toBe(true);
    expect(onlyNames('Mining', 'ja')).toBe(false);
    expect(onlyNames('Data mining', 'de')).toBe(false);
    expect(placeholders('{count, plural, one {# rig} other {# rigs}} on {name}')).toEqual(['count', 'name']);
  });
});
