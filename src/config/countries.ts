/**
 * Countries and territories for address, phone and residence fields: the 249
 * ISO 3166-1 alpha-2 codes plus Kosovo (XK, user-assigned but in common use),
 * with English label, flag emoji, international dialling code, continent and
 * local currency (spec section 3, Country).
 *
 * Shared territories take their usual prefix (+1 NANP members with their area
 * code, e.g. +1268). Antarctica has no currency of its own (null). Transcontinental
 * countries follow the convention of most dialling-code lists (Russia, Cyprus
 * in Europe; Türkiye, Kazakhstan in Asia). The rows are in country-rows.ts.
 */
import { COUNTRY_ROWS, type ContinentTag } from './country-rows.js';

export const CONTINENTS = ['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;
export type Continent = (typeof CONTINENTS)[number];

const CONTINENT_BY_TAG: Record<ContinentTag, Continent> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  value: string;
  label: string;
  /** Regional-indicator flag, derived from the code. */
  emoji: string;
  /** Leading "+", country calling code (and NANP area code where shared). */
  dialCode: string;
  continent: Continent;
  /** ISO 4217 code of the local currency; null where there is none. */
  currency: string | null;
}

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter code: each letter as its regional indicator symbol. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...code
      .toUpperCase()
      .split('')
      .map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

const byLabel = (a: Country, b: Country) => a.label.localeCompare(b.label, 'en');

/** Every country, in English label order (ready for a select list). */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([value, label, dialCode, tag, currency]): Country => ({
  value,
  label,
  emoji: flagEmoji(value),
  dialCode,
  continent: CONTINENT_BY_TAG[tag],
  currency: currency === '' ? null : currency,
})).sort(byLabel);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.value, c]));

/** The country of a two-letter code (any case), or undefined. */
export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/**
 * The countries named by the API's country enumeration (`GET api/v2/enum/xchCountries`,
 * a list of codes), in label order. Codes this list does not know are dropped
 * rather than shown as bare codes; duplicates appear once.
 */
export function countriesFromEnum(codes: readonly unknown[]): Country[] {
  const wanted = new Set(codes.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()));
  return COUNTRIES.filter((country) => wanted.has(country.value));
}
