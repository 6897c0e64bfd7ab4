/**
 * Language and display currency, saved in the profile's userSettings (POST
 * api/v2/profile); once saved they become the page's at once, and every start
 * signed in brings them back (app/user-settings.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { CurrencyOptions, LocaleOptions } from '../../../features/preferences/components/PreferenceOptions';
import { preferencesState, setCurrency, setLocale } from '../../../features/preferences/state';
import { saveUserSettings } from '../../../features/session/settings-actions';
import { sessionState } from '../../../features/session/state';
import { FormattedMessage } from '../../../lib/intl';
import { SettingsSection } from './SettingsSection';
import { SaveActions, useSave } from './SaveActions';

export function LanguageCurrencySection() {
  const languageId = useId();
  const currencyId = useId();
  const preferences = useSnapshot(preferencesState);
  const { user } = useSnapshot(sessionState);
  const [language, setLanguage] = useState(user?.settings.language || preferences.locale);
  const [currency, setCurrencyChoice] = useState(user?.settings.currency || preferences.currency);
  const save = useSave();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(async () => {
      await saveUserSettings({ language, currency });
      setCurrency(currency);
      await setLocale(language);
    });
  };

  return (
    <SettingsSection heading="settings.language.heading">
      <form className="settings__form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={languageId}>
            <FormattedMessage id="settings.language.label" />
          </label>
          <select id={languageId} className="field__input" value={language} onChange={(event) => setLanguage(event.target.value)}>
            <LocaleOptions />
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={currencyId}>
            <FormattedMessage id="settings.currency.label" />
          </label>
          <select id={currencyId} className="field__input" value={currency} onChange={(event) => setCurrencyChoice(event.target.value)}>
            <CurrencyOptions selected={currency} />
          </select>
        </div>
        <SaveActions state={save.state} />
      </form>
    </SettingsSection>
  );
}
