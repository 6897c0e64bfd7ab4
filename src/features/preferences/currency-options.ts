/**
 * The display currencies to offer (footer, settings): the pair order of spec 9
 * first (EUR, USD, CNY, GBP, RUB), then the rest by code; each named in the
 * reader's language by the browser's own currency names, else in English.
 */
import { FIAT_CURRENCIES } from '../../config/fiat-currencies';
import { comparePairCodes } from '../../lib/currency-pairs';
import { displayNames } from '../../lib/display-names';

export interface CurrencyOption {
  code: string;
  label: string;
}

type NameOf = (code: string) => string | undefined;

/** "USD · US Dollar": the browser's name in the reader's language, else ours in English, else the code. */
function optionOf(nameOf: NameOf, code: string, englishName: string | undefined): CurrencyOption {
  return { code, label: `${code} · ${nameOf(code) ?? englishName ?? code}` };
}

export function currencyOptions(locale: string): CurrencyOption[] {
  const nameOf = displayNames(locale, 'currency');
  return [...FIAT_CURRENCIES].sort((a, b) => comparePairCodes(a.code, b.code)).map((c) => optionOf(nameOf, c.code, c.name));
}

/** One currency's option, named as in `currencyOptions`. */
export function currencyOption(locale: string, code: string): CurrencyOption {
  return optionOf(displayNames(locale, 'currency'), code, FIAT_CURRENCIES.find((c) => c.code === code)?.name);
}
