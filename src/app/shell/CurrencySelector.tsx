/**
 * The footer's currency choice: the display currency for fiat values (the
 * calculator's default, the ticker's conversions), remembered in a cookie
 * (preferences/state.ts setCurrency) and, signed in, in the profile's
 * userSettings (app/user-settings.ts). Options in the order of
 * preferences/currency-options.ts.
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { CurrencyOptions } from '../../features/preferences/components/PreferenceOptions';
import { preferencesState } from '../../features/preferences/state';
import { FormattedMessage } from '../../lib/intl';
import { chooseCurrency } from '../user-settings';

export function CurrencySelector() {
  const id = useId();
  const { currency } = useSnapshot(preferencesState);
  return (
    <div className="currency-selector">
      <label htmlFor={id} className="currency-selector__label">
        <FormattedMessage id="shell.currency.label" />
      </label>
      <select id={id} className="currency-selector__select" value={currency} onChange={(event) => chooseCurrency(event.target.value)} data-testid="currency-selector">
        <CurrencyOptions selected={currency} />
      </select>
    </div>
  );
}
