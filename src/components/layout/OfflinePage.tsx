/**
 * Shown instead of the page while the system is unavailable or the app was
 * rate limited (UI contract of issues 3-4). The rate-limit variant says
 * exactly the spec's sentence.
 */
import { SERVICE_STATUS_URL } from '../../config/paths';
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
      <p className="offline-page__actions">
        <a className="button button--secondary" href={SERVICE_STATUS_URL} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="shell.offline.status" />
        </a>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="shell.offline.retry" />
        </button>
      </p>
    </div>
  );
}
