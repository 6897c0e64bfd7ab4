/**
 * The <option>s of the language and currency pickers, the same in the
 * footer's selectors and on the settings page: languages in their own names
 * (each marked with its `lang`), currencies in the spec's pair order, named
 * in the reader's language. Until the page is hydrated the currency picker
 * holds the chosen currency alone: the names come from the browser's Intl
 * data, which may name a rare currency differently from the server's. The
 * other 153 come in a transition after hydration, named only then.
 */
import { useMemo } from 'react';
import { useIntl } from '../../../lib/intl';
import { useHydratedSoon } from '../../../lib/use-hydrated';
import { currencyOption, currencyOptions } from '../currency-options';
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
  const all = useHydratedSoon();
  const options = useMemo(() => (all ? currencyOptions(intl.locale) : [currencyOption(intl.locale, selected)]), [all, intl.locale, selected]);
  return options.map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
}
