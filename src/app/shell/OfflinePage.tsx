/**
 * Shown instead of the page while the system is unavailable or the app was
 * rate limited (spec sections 4 and 8). The rate-limit variant says
 * exactly the spec's sentence. The service status link leads to the
 * server's own /status page, which works without the app.
 */
import { STATUS_PAGE_PATH } from '../../config/monitor';
import { ServiceStatusLink } from '../../features/service-status/components/ServiceStatusLink';
import { FormattedMessage } from '../../lib/intl';

export function OfflinePage({ rateLimited }: { rateLimited: boolean }) {
  return (
    <div className="container offline-page" data-testid="offline-page">
      <h1>
        <FormattedMessage id="shell.offline.title" />
      </h1>
      <p className="offline-page__text">
        <FormattedMessage id={rateLimited ? 'shell.offline.rateLimited' : 'shell.offline.text'} />
      </p>
      <p className="offline-page__status">
        <ServiceStatusLink />
      </p>
      <p className="offline-page__actions">
        <a className="button button--secondary" href={STATUS_PAGE_PATH} data-testid="offline-status-link">
          <FormattedMessage id="shell.offline.status" />
        </a>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="shell.offline.retry" />
        </button>
      </p>
    </div>
  );
}
