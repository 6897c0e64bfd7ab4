/**
 * The country (profileSettings.country): one of the exchange's countries
 * (GET api/v2/enum/xchCountries) with its flag and dialling code from the
 * static table, named in the reader's language where the browser knows it.
 */
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Country } from '../../../config/countries';
import { useExchangeCountries } from '../../../features/countries/use-exchange-countries';
import { saveCountry } from '../../../features/session/settings-actions';
import { sessionState } from '../../../features/session/state';
import { displayNames } from '../../../lib/display-names';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { dataOf } from '../../../lib/remote';
import { SettingsSection } from './SettingsSection';
import { SaveActions, useSave } from './SaveActions';

function countryOptions(countries: readonly Country[], locale: string) {
  const nameOf = displayNames(locale, 'region');
  return countries
    .map((c) => ({ value: c.value, name: nameOf(c.value) ?? c.label, emoji: c.emoji, dialCode: c.dialCode }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function CountrySection() {
  const intl = useIntl();
  const selectId = useId();
  const { user } = useSnapshot(sessionState);
  const countries = useExchangeCountries();
  const [country, setCountry] = useState(user?.country ?? '');
  const save = useSave();
  const list = dataOf(countries);
  const options = useMemo(() => countryOptions(list ?? [], intl.locale), [list, intl.locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(() => saveCountry(country));
  };

  return (
    <SettingsSection heading="settings.country.heading">
      {countries.status === 'error' ? (
        <p className="settings__error" role="alert">
          <FormattedMessage id="settings.country.loadFailed" />
        </p>
      ) : (
        <form className="settings__form" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor={selectId}>
              <FormattedMessage id="settings.country.label" />
            </label>
            <select
              id={selectId}
              className="field__input"
              value={country}
              aria-busy={countries.status === 'loading' || undefined}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{intl.formatMessage({ id: 'settings.country.none' })}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {`${option.emoji} ${option.name} (${option.dialCode})`}
                </option>
              ))}
            </select>
          </div>
          <SaveActions state={save.state} disabled={countries.status !== 'ready'} />
        </form>
      )}
    </SettingsSection>
  );
}
