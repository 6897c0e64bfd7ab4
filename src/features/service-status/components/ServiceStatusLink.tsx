/**
 * The service status (spec section 4) where people look when something is
 * wrong: the footer and the offline page. A plain link to the server's own
 * /status page, which works without the app.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { STATUS_PAGE_PATH } from '../../../config/monitor';
import { FormattedMessage } from '../../../lib/intl';
import { ensureServiceStatus, serviceStatusOf, serviceStatusState } from '../state';
import './service-status.css';

const LABEL = { 1: 'serviceStatus.up', 0: 'serviceStatus.degraded', [-1]: 'serviceStatus.down' } as const;
const MODIFIER = { 1: 'up', 0: 'degraded', [-1]: 'down' } as const;

export function ServiceStatusLink({ className = '' }: { className?: string }) {
  const value = serviceStatusOf(useSnapshot(serviceStatusState).monitors);
  useEffect(() => ensureServiceStatus(), []);
  const modifier = value === null ? 'unknown' : MODIFIER[value];
  return (
    <a
      className={`service-status service-status--${modifier} ${className}`.trim()}
      href={STATUS_PAGE_PATH}
      data-testid="service-status"
      data-status-value={value ?? ''}
    >
      <span className="service-status__dot" aria-hidden="true" />
      <FormattedMessage id={value === null ? 'serviceStatus.checking' : LABEL[value]} />
    </a>
  );
}
