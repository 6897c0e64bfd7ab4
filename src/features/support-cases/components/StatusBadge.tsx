import type { SupportCaseStatus } from '../../../config/support-cases';
import { FormattedMessage } from '../../../lib/intl';

/** The case status as a word in a badge (never colour alone). */
export function StatusBadge({ status }: { status: SupportCaseStatus | 'WAITING' }) {
  return (
    <span className={`case-badge case-badge--${status.toLowerCase()}`}>
      <FormattedMessage id={`supportCases.status.${status}`} />
    </span>
  );
}
