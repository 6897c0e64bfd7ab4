import { useSyncExternalStore } from 'react';
import { FormattedMessage } from '../../lib/intl';
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from '../../lib/pwa';

/** Offers the waiting service worker's new version; nothing is reloaded without a click. */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className="notice notice--info update-notice" role="status">
      <p className="notice__text">
        <FormattedMessage id="app.update.text" />
      </p>
      <button type="button" className="button" onClick={applyUpdate}>
        <FormattedMessage id="app.update.reload" />
      </button>
    </div>
  );
}
