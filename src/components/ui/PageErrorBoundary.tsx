/**
 * The outer safety net around the routes: whatever failed to render there,
 * the header and footer stay usable and a reload is offered. A page whose
 * code did not load is caught first by the route rules' PageLoadBoundary,
 * which checks for a newer build.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from '../../lib/intl';
import { reportComponentError } from '../../lib/monitor';
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
    reportComponentError(error, info.componentStack ?? undefined, 'page');
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
