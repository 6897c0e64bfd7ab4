/**
 * The display currencies to offer (footer, settings): the pair order of spec 9
 * first (EUR, USD, CNY, GBP, RUB), then the rest by code; each named in the
 * reader's language by the browser's own currency names, else in English.
 */
import { FIAT_CURRENCIES } from '../../config/fiat-currencies';
import { comparePairCodes } from '../../lib/currency-pairs';

export interface CurrencyOption {
  code: string;
  label: string;
}

function currencyNames(locale: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

export function currencyOptions(locale: string): CurrencyOption[] {
  const nameOf = currencyNames(locale);
  return [...FIAT_CURRENCIES]
    .sort((a, b) => comparePairCodes(a.code, b.code))
    .map((c) => ({ code: c.code, label: `${c.code} · ${nameOf(c.code) ?? c.name}` }));
}
