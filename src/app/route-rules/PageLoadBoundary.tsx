/**
 * Catches a page that failed to load or render, inside the shell (header and
 * footer stay). A chunk that did not load while online triggers the version
 * check: a newer build gives an info notice offering a reload; anything else
 * the error notice ("did not load") with a reload button. The next
 * navigation (a new `resetKey`) tries again.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from '../../components/ui/ErrorNotice';
import { FormattedMessage } from '../../lib/intl';
import { reportComponentError } from '../../lib/monitor';
import { checkServedVersion, PageChunkError } from './version-check';

type Outcome = 'checking' | 'newer' | 'failed';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  outcome: Outcome | null;
}

function ReloadButton() {
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      <FormattedMessage id="routes.chunk.reload" />
    </button>
  );
}

export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { outcome: null };
  private attempt = 0;

  static getDerivedStateFromError(): State {
    return { outcome: 'checking' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportComponentError(error, info.componentStack ?? undefined, 'page load');
    const attempt = ++this.attempt;
    if (!(error instanceof PageChunkError) || !navigator.onLine) {
      this.setState({ outcome: 'failed' });
      return;
    }
    void checkServedVersion().then((served) => {
      if (attempt === this.attempt) this.setState({ outcome: served === 'newer' ? 'newer' : 'failed' });
    });
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.outcome !== null) {
      this.attempt++;
      this.setState({ outcome: null });
    }
  }

  override render() {
    const { outcome } = this.state;
    if (outcome === null) return this.props.children;
    if (outcome === 'newer') {
      return (
        <div className="container">
          <div className="notice notice--info" role="status" data-testid="page-update-notice">
            <p className="notice__text">
              <FormattedMessage id="routes.chunk.newVersion" />
            </p>
            <ReloadButton />
          </div>
        </div>
      );
    }
    if (outcome === 'checking') {
      return (
        <div className="container page-loading" role="status">
          <FormattedMessage id="routes.chunk.checking" />
        </div>
      );
    }
    return (
      <div className="container" data-testid="page-load-error">
        <ErrorNotice action={<ReloadButton />}>
          <FormattedMessage id="app.pageLoadFailed.text" />
        </ErrorNotice>
      </div>
    );
  }
}
