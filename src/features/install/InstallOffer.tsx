/**
 * "Install app" where the browser offers installation; on iOS Safari, which
 * has no prompt, a short hint on adding the site to the home screen. Renders
 * nothing elsewhere (and on the server).
 */
import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { FormattedMessage } from '../../lib/intl';
import { useHydrated } from '../../lib/use-hydrated';
import { browserShowsIosInstallHint } from './is-ios-safari';
import { dismissIosHint, installState, promptInstall } from './state';
import './install.css';

const noSubscription = () => () => undefined;

export function InstallOffer() {
  const { canPrompt, installed, iosHintDismissed } = useSnapshot(installState);
  const iosHint = useSyncExternalStore(noSubscription, browserShowsIosInstallHint, () => false);
  // Until hydrated, what the server drew (nothing): the browser may have offered installation before an island hydrates.
  const hydrated = useHydrated();

  if (installed || !hydrated) return null;
  if (canPrompt) {
    return (
      <button type="button" className="button install-offer" data-testid="install-button" onClick={() => void promptInstall()}>
        <FormattedMessage id="install.button" />
      </button>
    );
  }
  if (!iosHint || iosHintDismissed) return null;
  return (
    <div className="install-hint" role="note" data-testid="ios-install-hint">
      <p className="install-hint__text">
        <FormattedMessage id="install.ios.hint" />
      </p>
      <button type="button" className="install-hint__close" onClick={dismissIosHint}>
        <FormattedMessage id="install.ios.dismiss" />
      </button>
    </div>
  );
}
