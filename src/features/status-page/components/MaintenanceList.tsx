import type { StatusMaintenance } from '../../../config/api/status';
import { STATUS_PAGE_PATH } from '../../../config/monitor';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { COMPONENT_MESSAGES } from '../status-messages';
import { StatusTime } from './StatusTime';
import './status-incidents.css';

function Duration({ window: m }: { window: StatusMaintenance }) {
  if (m.ends !== null) return <FormattedMessage id="statusPage.until" values={{ time: <StatusTime ms={m.ends} /> }} />;
  if (m.expectedMinMinutes === null) return <FormattedMessage id="statusPage.minutes" values={{ max: m.expectedMaxMinutes ?? 0 }} />;
  return <FormattedMessage id="statusPage.minutesRange" values={{ min: m.expectedMinMinutes, max: m.expectedMaxMinutes ?? 0 }} />;
}

/** One window: title (and "in progress" once started), start and duration, components, message, its calendar event. */
function MaintenanceCard({ window: m, now }: { window: StatusMaintenance; now: number }) {
  const intl = useIntl();
  const affected = m.components.map((c) => intl.formatMessage({ id: COMPONENT_MESSAGES[c] })).join(', ');
  const open = m.starts <= now;
  return (
    <article className="status-maintenance" id={`maintenance-${m.id}`} data-maintenance={m.id} data-open={open || undefined}>
      <header className="status-incident__head">
        <h3 className="status-incident__title">{m.title}</h3>
        {open && (
          <span className="status-badge status-badge--maintenance">
            <FormattedMessage id="statusPage.inProgress" />
          </span>
        )}
      </header>
      <p>
        <StatusTime ms={m.starts} />, <Duration window={m} />.
      </p>
      <p className="muted">
        <FormattedMessage id="statusPage.affected" />: {affected}
      </p>
      {m.message && <p>{m.message}</p>}
      <p>
        <a href={`${STATUS_PAGE_PATH}/maintenance/${m.id}.ics`} download data-testid="status-maintenance-ics">
          <FormattedMessage id="statusPage.addToCalendar" />
        </a>
      </p>
    </article>
  );
}

/** Open and upcoming maintenance (cancelled windows left out); nothing when there is none. */
export function MaintenanceList({ windows, now }: { windows: readonly StatusMaintenance[]; now: number }) {
  const shown = windows.filter((m) => m.cancelled === null);
  if (shown.length === 0) return null;
  return (
    <section className="status-section" data-testid="status-maintenance">
      <h2>
        <FormattedMessage id="statusPage.scheduledMaintenance" />
      </h2>
      {shown.map((m) => (
        <MaintenanceCard key={m.id} window={m} now={now} />
      ))}
    </section>
  );
}
