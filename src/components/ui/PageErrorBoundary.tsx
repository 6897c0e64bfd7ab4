/**
 * Catches a page that failed to load or render, so the header and footer stay
 * usable. Issue 3 adds the version check (a newer build offers a reload as an
 * info notice); until then every failure offers a reload.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from '../../lib/intl';
import { captureError } from '../../lib/monitor';
import { ErrorNotice } from './ErrorNotice';

interface State {
  failed: boolean;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    captureError('manual', error);
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container">
        <ErrorNotice
          action={
            <button type="button" className="button" onClick={() => window.location.reload()}>
              <FormattedMessage id="app.pageLoadFailed.reload" />
            </button>
          }
        >
          <FormattedMessage id="app.pageLoadFailed.text" />
        </ErrorNotice>
      </div>
    );
  }
}
