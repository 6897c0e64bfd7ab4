/**
 * Two-factor status, read only (spec 6: on if the user or the organization
 * acted for has twoFactorVerificationEnabled or otpEnabled; session/profile.ts).
 */
import { useSnapshot } from 'valtio';
import { sessionState } from '../../../features/session/state';
import { FormattedMessage } from '../../../lib/intl';
import { SettingsSection } from './SettingsSection';

export function TwoFactorSection() {
  const { user } = useSnapshot(sessionState);
  const on = user?.twoFactorEnabled === true;
  return (
    <SettingsSection heading="settings.twoFactor.heading">
      <p className="settings__two-factor">
        <span className={`settings__badge settings__badge--${on ? 'on' : 'off'}`} data-testid="two-factor-status">
          <FormattedMessage id={on ? 'settings.twoFactor.on' : 'settings.twoFactor.off'} />
        </span>{' '}
        <FormattedMessage id={on ? 'settings.twoFactor.onText' : 'settings.twoFactor.offText'} />
      </p>
    </SettingsSection>
  );
}
