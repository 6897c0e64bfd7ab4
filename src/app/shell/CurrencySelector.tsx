/**
 * The footer's currency choice: the display currency for fiat values (the
 * calculator's default, the ticker's conversions), remembered in a cookie
 * (preferences/state.ts setCurrency) and, signed in, in the profile's
 * userSettings (app/user-settings.ts). Options in the order of
 * preferences/currency-options.ts.
 */
import { useHydrated } from '../../lib/use-hydrated';
import { useSnapshot } from 'valtio';
import { CurrencyOptions } from '../../features/preferences/components/PreferenceOptions';
import { preferencesState } from '../../features/preferences/state';
import { FormattedMessage } from '../../lib/intl';
import { chooseCurrency } from '../user-settings';
import { preferredCurrency } from '../../config/fiat-currencies';

const SERVED_CURRENCY = preferredCurrency(undefined);

/** A fixed id: the selector is an island (src/components/island/Island.tsx), one per page. */
const CURRENCY_SELECT_ID = 'currency-select';

export function CurrencySelector() {
  const chosen = useSnapshot(preferencesState).currency;
  // Until hydrated, what the server drew (it does not read the visitor's currency cookie).
  const currency = useHydrated() ? chosen : SERVED_CURRENCY;
  return (
    <div className="currency-selector">
      <label htmlFor={CURRENCY_SELECT_ID} className="currency-selector__label">
        <FormattedMessage id="shell.currency.label" />
      </label>
      <select
        id={CURRENCY_SELECT_ID}
        className="currency-selector__select"
        value={currency}
        onChange={(event) => chooseCurrency(event.target.value)}
        data-testid="currency-selector"
      >
        <CurrencyOptions selected={currency} />
      </select>
    </div>
  );
}
