/**
 * Message catalogues compiled at build time (issue 18, "lighter first load"):
 * each src/locales/<lang>.json is turned into ICU message ASTs, and the ICU
 * parser is swapped for its no-parser build, so the browser neither downloads
 * the parser (~47 KB with the skeleton parser) nor parses messages at run
 * time. The JSON files stay strings: the server (server/src/pages/) and unit
 * tests read them as they are.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Alias, Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]locales[\\/][a-z]{2}\.json$/;

/** Swaps the parser for the build without it; intl-messageformat then formats ASTs only. */
export const NO_MESSAGE_PARSER: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

/** One message as the browser formats it: its ICU syntax tree (split-messages.ts compiles the English ones with it). */
export const compileMessage = (message: string): unknown => parse(message);

export function compileMessages(): Plugin {
  return {
    name: 'hashvale-compile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessage(message);
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
