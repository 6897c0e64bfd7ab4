/**
 * Status updates by e-mail (issue 34): the address, then a mailed link to
 * confirm (double opt-in, as the newsletter's). A subscriber is mailed when an
 * incident is opened, updated or resolved and when maintenance is scheduled;
 * every mail carries its unsubscribe link. Meant for the /status page.
 */
import { FormattedMessage } from '../../../lib/intl';
import { FormCard } from './FormCard';

export function StatusSubscribe() {
  return (
    <div className="status-subscribe" data-testid="status-subscribe">
      <FormCard form="statusSubscribe" heading="statusSubscribe.heading" />
      <p className="status-subscribe__note">
        <FormattedMessage id="statusSubscribe.note" />
      </p>
    </div>
  );
}
