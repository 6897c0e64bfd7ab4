/**
 * The footer's currency choice: the display currency for fiat values (the
 * calculator's default, the ticker's conversions), remembered in a cookie
 * (preferences/state.ts setCurrency) and, signed in, in the profile's
 * userSettings (app/user-settings.ts). Options in the order of
 * preferences/currency-options.ts.
 */
import { useId, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { currencyOptions } from '../../features/preferences/currency-options';
import { preferencesState } from '../../features/preferences/state';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { chooseCurrency } from '../user-settings';

export function CurrencySelector() {
  const id = useId();
  const intl = useIntl();
  const { currency } = useSnapshot(preferencesState);
  const options = useMemo(() => currencyOptions(intl.locale), [intl.locale]);
  return (
    <div className="currency-selector">
      <label htmlFor={id} className="currency-selector__label">
        <FormattedMessage id="shell.currency.label" />
      </label>
      <select id={id} className="currency-selector__select" value={currency} onChange={(event) => chooseCurrency(event.target.value)} data-testid="currency-selector">
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
