/**
 * The footer's currency choice: the display currency for fiat values (the
 * calculator's default, the ticker's conversions), remembered in a cookie
 * (preferences/state.ts setCurrency). The pair order of spec 9 first (EUR,
 * USD, CNY, GBP, RUB), then the rest by code; each named in the visitor's
 * language by the browser's own currency names.
 */
import { useId, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { FIAT_CURRENCIES } from '../../config/fiat-currencies';
import { preferencesState, setCurrency } from '../../features/preferences/state';
import { comparePairCodes } from '../../lib/currency-pairs';
import { FormattedMessage, useIntl } from '../../lib/intl';

function currencyNames(locale: string): (code: string) => string | undefined {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code) => names.of(code);
  } catch {
    return () => undefined;
  }
}

export function CurrencySelector() {
  const id = useId();
  const intl = useIntl();
  const { currency } = useSnapshot(preferencesState);
  const options = useMemo(() => {
    const nameOf = currencyNames(intl.locale);
    return [...FIAT_CURRENCIES]
      .sort((a, b) => comparePairCodes(a.code, b.code))
      .map((c) => ({ code: c.code, label: `${c.code} · ${nameOf(c.code) ?? c.name}` }));
  }, [intl.locale]);
  return (
    <div className="currency-selector">
      <label htmlFor={id} className="currency-selector__label">
        <FormattedMessage id="shell.currency.label" />
      </label>
      <select id={id} className="currency-selector__select" value={currency} onChange={(event) => setCurrency(event.target.value)} data-testid="currency-selector">
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
