/**
 * The service status (spec section 4) where people look when something is
 * wrong: the footer and the offline page. A plain link to the /status page;
 * its line names the trouble briefly (one component and its state, up to
 * three components, or how many), from the ten status components.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { STATUS_PAGE_PATH } from '../../../config/monitor';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { ensureServiceStatus, serviceStatusOf, serviceStatusState } from '../state';
import { troubleOf, type Trouble } from '../trouble';
import './service-status.css';

const LABEL = { 1: 'serviceStatus.up', 0: 'serviceStatus.degraded', [-1]: 'serviceStatus.down' } as const;
const MODIFIER = { 1: 'up', 0: 'degraded', [-1]: 'down' } as const;
/** Up to this many troubled components are named; more are counted. */
const NAMED_AT_MOST = 3;

function TroubleLine({ trouble }: { trouble: readonly Trouble[] }) {
  const intl = useIntl();
  const name = (t: Trouble) => intl.formatMessage({ id: `serviceStatus.component.${t.component}` });
  if (trouble.length === 1) {
    const [only] = trouble as [Trouble];
    return (
      <FormattedMessage
        id="serviceStatus.trouble.one"
        values={{ component: name(only), state: intl.formatMessage({ id: `serviceStatus.state.${only.state}` }) }}
      />
    );
  }
  if (trouble.length <= NAMED_AT_MOST) {
    return <FormattedMessage id="serviceStatus.trouble.some" values={{ components: intl.formatList(trouble.map(name), { type: 'conjunction' }) }} />;
  }
  return <FormattedMessage id="serviceStatus.trouble.many" values={{ count: trouble.length }} />;
}

export function ServiceStatusLink({ className = '' }: { className?: string }) {
  const { monitors } = useSnapshot(serviceStatusState);
  const value = serviceStatusOf(monitors);
  const trouble = monitors.status === 'error' ? [] : troubleOf(monitors.data ?? []);
  useEffect(() => ensureServiceStatus(), []);
  const modifier = value === null ? 'unknown' : MODIFIER[value];
  return (
    <a
      className={`service-status service-status--${modifier} ${className}`.trim()}
      href={STATUS_PAGE_PATH}
      data-testid="service-status"
      data-status-value={value ?? ''}
      data-trouble={trouble.map((t) => t.component).join(' ')}
    >
      <span className="service-status__dot" aria-hidden="true" />
      {value === null ? (
        <FormattedMessage id="serviceStatus.checking" />
      ) : trouble.length > 0 ? (
        <TroubleLine trouble={trouble} />
      ) : (
        <FormattedMessage id={LABEL[value]} />
      )}
    </a>
  );
}
