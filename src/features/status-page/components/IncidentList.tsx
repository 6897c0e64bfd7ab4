import type { StatusIncident } from '../../../config/api/status';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { COMPONENT_MESSAGES, INCIDENT_STATE_MESSAGES, STATE_MESSAGES } from '../status-messages';
import { StatusTime } from './StatusTime';
import './status-incidents.css';

/** One incident: its title and state, the components it touches with their impact, every update (newest first), the postmortem. */
function IncidentCard({ incident }: { incident: StatusIncident }) {
  const intl = useIntl();
  const affected = incident.components
    .map((c) => `${intl.formatMessage({ id: COMPONENT_MESSAGES[c.component] })} (${intl.formatMessage({ id: STATE_MESSAGES[c.impact] })})`)
    .join(', ');
  return (
    <article
      className={`status-incident status-incident--${incident.state}`}
      id={`incident-${incident.id}`}
      data-incident={incident.id}
      data-incident-state={incident.state}
    >
      <header className="status-incident__head">
        <h3 className="status-incident__title">{incident.title}</h3>
        <span className={`status-badge status-badge--${incident.state}`}>
          <FormattedMessage id={INCIDENT_STATE_MESSAGES[incident.state]} />
        </span>
      </header>
      <p className="status-incident__affected muted">
        <FormattedMessage id="statusPage.affected" />: {affected}
      </p>
      <ol className="status-updates">
        {[...incident.updates].reverse().map((u) => (
          <li key={`${u.created} ${u.state}`} className="status-update">
            <p className="status-update__meta">
              <strong>
                <FormattedMessage id={INCIDENT_STATE_MESSAGES[u.state]} />
              </strong>{' '}
              <span className="muted">
                <StatusTime ms={u.created} />
              </span>
            </p>
            <p className="status-update__message">{u.message}</p>
          </li>
        ))}
      </ol>
      {incident.postmortemUrl && (
        <p>
          <a href={incident.postmortemUrl} rel="noopener">
            <FormattedMessage id="statusPage.postmortem" />
          </a>
        </p>
      )}
    </article>
  );
}

/** A heading and its incidents; `empty` said when there are none (nothing at all without it). */
export function IncidentList({
  incidents,
  heading,
  empty,
  testId,
}: {
  incidents: readonly StatusIncident[];
  heading: 'statusPage.currentIncidents' | 'statusPage.pastIncidents';
  empty?: 'statusPage.noIncidents';
  testId: string;
}) {
  if (incidents.length === 0 && !empty) return null;
  return (
    <section className="status-section" data-testid={testId}>
      <h2>
        <FormattedMessage id={heading} />
      </h2>
      {incidents.length === 0 && empty ? (
        <p className="muted">
          <FormattedMessage id={empty} />
        </p>
      ) : (
        incidents.map((i) => <IncidentCard key={i.id} incident={i} />)
      )}
    </section>
  );
}
