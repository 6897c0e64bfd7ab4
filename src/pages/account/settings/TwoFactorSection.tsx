/**
 * Two-factor status, read only (spec 6: on if the user or the organization
 * acted for has twoFactorVerificationEnabled or otpEnabled; session/profile.ts).
 */
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../../features/session/state';
import { FormattedMessage } from '../../../lib/intl';

export function TwoFactorSection() {
  const headingId = useId();
  const { user } = useSnapshot(sessionState);
  const on = user?.twoFactorEnabled === true;
  return (
    <section className="settings__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings__heading">
        <FormattedMessage id="settings.twoFactor.heading" />
      </h2>
      <p className="settings__two-factor">
        <span className={`settings__badge settings__badge--${on ? 'on' : 'off'}`} data-testid="two-factor-status">
          <FormattedMessage id={on ? 'settings.twoFactor.on' : 'settings.twoFactor.off'} />
        </span>{' '}
        <FormattedMessage id={on ? 'settings.twoFactor.onText' : 'settings.twoFactor.offText'} />
      </p>
    </section>
  );
}
