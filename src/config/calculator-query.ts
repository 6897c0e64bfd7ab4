/**
 * The query parameters of a calculator link (src/features/market/calculator/url-state.ts
 * reads and writes them): per device row `q` quantity, `w` power and `s` speed with the
 * row's number, and the settings. The server renders the calculator for them
 * (`renderedQuery` in paths.ts), so a shared rig link paints as fast as a plain one.
 */
import { MAX_RIG_DEVICES } from './limits.js';

export const CALCULATOR_SETTING_KEYS = ['kwh', 'cur', 'fee', 'buy', 'bt', 'wd', 'dd', 'bp'] as const;

export const CALCULATOR_QUERY_KEYS: readonly string[] = [
  ...Array.from({ length: MAX_RIG_DEVICES }, (_, i) => ['q', 'w', 's'].map((key) => `${key}${i + 1}`)).flat(),
  ...CALCULATOR_SETTING_KEYS,
];

/** A value the server renders the calculator for: bounded, of the characters a link's figures, codes and speeds ("ETCHASH:135,KAWPOW:110.5") use; anything else is drawn by the browser. */
export function calculatorQueryValueAllowed(value: string): boolean {
  return /^[A-Za-z0-9._:,-]{0,400}$/.test(value);
}
