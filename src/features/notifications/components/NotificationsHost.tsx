/**
 * The toasts of notificationsState in a labelled region: errors are alerts
 * (announced at once), the rest statuses (announced politely). Each closes
 * itself after its timeout (5 s by default, see ../state.ts) or on its button.
 */
import { useSnapshot } from 'valtio';
import { useIntl } from '../../../lib/intl';
import { CloseIcon } from '../../../components/ui/CloseIcon';
import { dismiss, notificationsState } from '../state';

export function NotificationsHost() {
  const intl = useIntl();
  const { items } = useSnapshot(notificationsState);
  return (
    <div role="region" aria-label={intl.formatMessage({ id: 'shell.notifications.label' })} className="toasts">
      {items.map((item) => (
        <div key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} className={`toast toast--${item.kind}`} data-testid="notification">
          <p className="toast__text">{item.message}</p>
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={intl.formatMessage({ id: 'shell.notifications.close' })}
            onClick={() => dismiss(item.id)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
