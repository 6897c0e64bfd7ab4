/** What an article area shows while loading, when the article does not exist, or when it could not load. */
import { FormattedMessage } from '../../../lib/intl';
import './content.css';

export function ContentLoading() {
  return (
    <p className="muted" role="status" aria-live="polite">
      <FormattedMessage id="content.loading" />
    </p>
  );
}

export function ContentMissing() {
  return (
    <div className="content-status" role="status">
      <h2>
        <FormattedMessage id="content.missing.title" />
      </h2>
      <p>
        <FormattedMessage id="content.missing.text" />
      </p>
    </div>
  );
}

export function ContentError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="content-status" role="alert">
      <p>
        <FormattedMessage id="content.error.text" />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage id="content.error.retry" />
      </button>
    </div>
  );
}
