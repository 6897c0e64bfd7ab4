/**
 * The <option>s of the language and currency pickers, the same in the
 * footer's selectors and on the settings page: languages in their own names
 * (each marked with its `lang`), currencies in the spec's pair order, named
 * in the reader's language.
 */
import { useMemo } from 'react';
import { useIntl } from '../../../lib/intl';
import { currencyOptions } from '../currency-options';
import { LOCALE_OPTIONS } from '../locale-options';

export function LocaleOptions() {
  return LOCALE_OPTIONS.map((option) => (
    <option key={option.code} value={option.code} lang={option.code}>
      {option.nativeName}
    </option>
  ));
}

export function CurrencyOptions() {
  const intl = useIntl();
  const options = useMemo(() => currencyOptions(intl.locale), [intl.locale]);
  return options.map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
}
