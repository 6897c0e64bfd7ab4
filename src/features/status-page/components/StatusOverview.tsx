import type { StatusSummary } from '../../../config/api/status';
import { FormattedMessage } from '../../../lib/intl';
import { VALUE_MESSAGES } from '../status-messages';
import { StatusTime, TimesNote } from './StatusTime';

/** The overall state: the status value's sentence, "mining is not affected" when so, and when the summary was made. */
export function StatusOverview({ summary }: { summary: StatusSummary }) {
  return (
    <div
      className={`status-overall status-overall--${summary.status === 1 ? 'up' : summary.status === 0 ? 'partly' : 'down'}`}
      data-testid="status-overall"
      data-status-value={summary.status}
    >
      <p className="status-overall__value">
        <FormattedMessage id={VALUE_MESSAGES[summary.status]} />
      </p>
      {summary.miningUnaffected && (
        <p className="status-overall__mining" data-mining-unaffected>
          <FormattedMessage id="statusPage.miningUnaffected" />
        </p>
      )}
      <p className="status-overall__time">
        <FormattedMessage id="statusPage.updated" values={{ time: <StatusTime ms={summary.generated} /> }} /> <TimesNote />
      </p>
    </div>
  );
}
