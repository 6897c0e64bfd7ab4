/**
 * /my/settings: the signed-in user's language and currency, profile picture,
 * two-factor status and country (issue 14, "Settings"), and the acting
 * organization's API keys (issue 31). Signed out, it says so
 * and links to sign-in; while startup still loads the profile, it waits.
 */
import { useSnapshot } from 'valtio';
import { RoutePage } from '../../components/page/RoutePage';
import { ACCOUNT_PATHS } from '../../config/paths';
import { sessionState } from '../../features/session/state';
import { systemState } from '../../features/system/state';
import { FormattedMessage } from '../../lib/intl';
import { ApiKeysSection } from './settings/ApiKeysSection';
import { CountrySection } from './settings/CountrySection';
import { LanguageCurrencySection } from './settings/LanguageCurrencySection';
import { PictureSection } from './settings/PictureSection';
import { TwoFactorSection } from './settings/TwoFactorSection';
import '../../components/ui/field.css';
import './settings/settings.css';

export function SettingsPage() {
  const { user } = useSnapshot(sessionState);
  const { loading } = useSnapshot(systemState);
  return (
    <RoutePage name="settings">
      {user ? (
        <div className="settings">
          <LanguageCurrencySection />
          <PictureSection />
          <TwoFactorSection />
          <CountrySection />
          <ApiKeysSection />
        </div>
      ) : loading ? (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : (
        <div className="settings__signed-out">
          <p>
            <FormattedMessage id="settings.signedOut" />
          </p>
          <p>
            <a className="button" href={ACCOUNT_PATHS.login}>
              <FormattedMessage id="settings.signIn" />
            </a>
          </p>
        </div>
      )}
    </RoutePage>
  );
}
