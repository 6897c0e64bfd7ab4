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

export function currencyOptions(locale: string): CurrencyOption[] {
  const nameOf = displayNames(locale, 'currency');
  return [...FIAT_CURRENCIES]
    .sort((a, b) => comparePairCodes(a.code, b.code))
    .map((c) => ({ code: c.code, label: `${c.code} · ${nameOf(c.code) ?? c.name}` }));
}

/** One currency's option, named as in `currencyOptions` (a code it does not know is named by its code). */
export function currencyOption(locale: string, code: string): CurrencyOption {
  const known = FIAT_CURRENCIES.find((c) => c.code === code);
  return { code, label: `${code} · ${displayNames(locale, 'currency')(code) ?? known?.name ?? code}` };
}
