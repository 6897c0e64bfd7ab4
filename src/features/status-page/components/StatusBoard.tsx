/**
 * The status page's body (issue 34): the overall state, every component with
 * its bars, current incidents, open and upcoming maintenance, past incidents
 * and the feed. Rendered by the server with the summary, so it reads without
 * JavaScript; polled after hydration (use-status-summary.ts).
 */
import { STATUS_FEED_PATH } from '../../../config/monitor';
import { FormattedMessage } from '../../../lib/intl';
import { ErrorNotice } from '../../../components/ui/ErrorNotice';
import { useStatusSummary, useServedUnreadable } from '../use-status-summary';
import { ComponentList } from './ComponentList';
import { IncidentList } from './IncidentList';
import { MaintenanceList } from './MaintenanceList';
import { StatusOverview } from './StatusOverview';
import './status-page.css';

export function StatusBoard() {
  const { state, reload } = useStatusSummary();
  const unreadable = useServedUnreadable();
  const summary = state.data;
  return (
    <div className="status-board" data-testid="status-board" aria-busy={state.status === 'loading' && !summary}>
      <div className="status-board__main">
        {!summary && state.status !== 'error' && (
          <p className="muted" role="status">
            <FormattedMessage id={unreadable ? 'statusPage.unreadable' : 'statusPage.loading'} />
          </p>
        )}
        {state.status === 'error' && !summary && (
          <ErrorNotice
            action={
              <button type="button" className="button button--secondary" onClick={reload}>
                <FormattedMessage id="error.retry" />
              </button>
            }
          >
            <FormattedMessage id="statusPage.error" values={{ message: state.error }} />
          </ErrorNotice>
        )}
        {summary && (
          <>
            <StatusOverview summary={summary} />
            <IncidentList
              incidents={summary.incidents.filter((i) => i.resolved === null)}
              heading="statusPage.currentIncidents"
              testId="status-current-incidents"
            />
            <MaintenanceList windows={summary.maintenance} now={summary.generated} />
            <ComponentList summary={summary} />
            <IncidentList
              incidents={summary.incidents.filter((i) => i.resolved !== null)}
              heading="statusPage.pastIncidents"
              empty="statusPage.noIncidents"
              testId="status-past-incidents"
            />
          </>
        )}
      </div>
      <aside className="status-board__aside status-about">
        <h2>
          <FormattedMessage id="statusPage.about.heading" />
        </h2>
        <p>
          <FormattedMessage id="statusPage.about.text" />
        </p>
        <p>
          <FormattedMessage id="statusPage.feedNote" />{' '}
          <a href={STATUS_FEED_PATH} type="application/atom+xml" data-testid="status-feed-link">
            <FormattedMessage id="statusPage.feed" />
          </a>
        </p>
      </aside>
    </div>
  );
}
