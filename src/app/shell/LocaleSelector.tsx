/**
 * The footer's language choice: every locale in its own name. No flag: most
 * Windows and Linux desktops have no flag emoji font (they draw empty boxes),
 * and a language is not a country (Portuguese, Spanish) — docs/design.md.
 * Choosing one switches the app's language in place, sets the locale cookie
 * and the URL's lang parameter (preferences/state.ts setLocale), and signed in
 * saves it in the profile (app/user-settings.ts). A native
 * select: it works the same with touch, mouse, keyboard and screen readers.
 */
import { useSnapshot } from 'valtio';
import { LocaleOptions } from '../../features/preferences/components/PreferenceOptions';
import { preferencesState } from '../../features/preferences/state';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { chooseLanguage } from '../user-settings';

/** A fixed id: the selector is an island (src/components/island/Island.tsx), one per page. */
const LOCALE_SELECT_ID = 'locale-select';

export function LocaleSelector() {
  // The page's language is the one it is drawn in: on the server that is the request's, not the store's default.
  const { locale } = useIntl();
  const { switchingLocale } = useSnapshot(preferencesState);
  return (
    <div className="locale-selector">
      <label htmlFor={LOCALE_SELECT_ID} className="locale-selector__label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3Z" />
        </svg>
        <FormattedMessage id="shell.locale.label" />
      </label>
      <select
        id={LOCALE_SELECT_ID}
        className="locale-selector__select"
        value={locale}
        aria-busy={switchingLocale || undefined}
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        <LocaleOptions />
      </select>
    </div>
  );
}
