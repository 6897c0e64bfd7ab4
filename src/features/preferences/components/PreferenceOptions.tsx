/**
 * The <option>s of the language and currency pickers, the same in the
 * footer's selectors and on the settings page: languages in their own names
 * (each marked with its `lang`), currencies in the spec's pair order, named
 * in the reader's language. Until the page is hydrated the currency picker
 * holds the chosen currency alone: the names come from the browser's Intl
 * data, which may name a rare currency differently from the server's.
 */
import { useMemo } from 'react';
import { useIntl } from '../../../lib/intl';
import { useHydrated } from '../../../lib/use-hydrated';
import { currencyOptions } from '../currency-options';
import { LOCALE_OPTIONS } from '../locale-options';

export function LocaleOptions() {
  return LOCALE_OPTIONS.map((option) => (
    <option key={option.code} value={option.code} lang={option.code}>
      {option.nativeName}
    </option>
  ));
}

export function CurrencyOptions({ selected }: { selected: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const options = useMemo(() => currencyOptions(intl.locale), [intl.locale]);
  return (hydrated ? options : options.filter((option) => option.code === selected)).map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
}
