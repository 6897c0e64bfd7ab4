/**
 * An open incident on a component the page depends on (issue 34): its title,
 * its latest update's state, and a link to /status. Asked for again every
 * INCIDENT_BANNER_POLL_MS while the page is watched, so an incident opened
 * meanwhile shows within 5 s, and goes once resolved. Draws nothing on the
 * server (an island may hydrate after the incident came: src/islands-main.ts).
 */
import { useMemo } from 'react';
import { INCIDENT_BANNER_POLL_MS } from '../../../config/limits';
import { STATUS_PAGE_PATH } from '../../../config/monitor';
import type { StatusComponent } from '../../../config/status-components';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { dataOf } from '../../../lib/remote';
import { useHydrated } from '../../../lib/use-hydrated';
import { useRemote } from '../../../lib/use-remote';
import { fetchOpenIncidents, type StatusIncident } from '../api/get-open-incidents';
import { incidentsFor } from '../incidents-for';
import './incident-banner.css';

function latestState(incident: StatusIncident): StatusIncident['state'] {
  return incident.updates.at(-1)?.state ?? incident.state;
}

export function IncidentBanner({ components }: { components: readonly StatusComponent[] }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { state } = useRemote(fetchOpenIncidents, INCIDENT_BANNER_POLL_MS);
  const open = dataOf(state);
  const shown = useMemo(() => incidentsFor(open ?? [], components), [open, components]);
  if (!hydrated || shown.length === 0) return null;
  return (
    <div className="incident-banner" role="status" data-testid="incident-banner">
      {shown.map((incident) => (
        <div key={incident.id} className="container incident-banner__inner" data-incident={incident.id} data-state={latestState(incident)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v6m0 3v.5" />
          </svg>
          <p className="incident-banner__text">
            <strong>
              <FormattedMessage id="incidentBanner.title" values={{ title: incident.title }} />
            </strong>{' '}
            <span className="incident-banner__state">
              <FormattedMessage id="incidentBanner.state" values={{ state: intl.formatMessage({ id: `incidentBanner.state.${latestState(incident)}` }) }} />
            </span>{' '}
            <a className="incident-banner__link" href={STATUS_PAGE_PATH}>
              <FormattedMessage id="incidentBanner.link" />
            </a>
          </p>
        </div>
      ))}
    </div>
  );
}
