/**
 * The words of the server's /status page (issue 34), in every language of the
 * app's catalogues: the page has no script and no app, so it carries its own.
 * The language is chosen as for the app's pages (`lang` query, locale cookie,
 * Accept-Language: src/config/locale-choice.ts). English here, the others in
 * page-text-locales.ts; a test checks every language has every word.
 */
import type { ServiceStatusValue } from '../../../src/config/monitor.js';
import type { ComponentState, IncidentState, StatusComponent } from '../../../src/config/status-components.js';
import { STATUS_COMPONENT_NAMES } from '../../../src/config/status-components.js';

export interface StatusPageText {
  /** `{brand}` is the product's name. */
  heading: string;
  title: string;
  summary: Readonly<Record<ServiceStatusValue, string>>;
  /** `{time}`: when this server checked itself. */
  checked: string;
  back: string;
  feed: string;
  unreadable: string;
  thisServer: string;
  monitors: Readonly<Record<'database' | 'marketSimulator' | 'websocket' | 'disk' | 'maintenance' | 'availability', string>>;
  up: string;
  down: string;
  componentsHeading: string;
  currentIncidents: string;
  scheduledMaintenance: string;
  pastIncidents: string;
  noIncidents: string;
  components: Readonly<Record<StatusComponent, string>>;
  states: Readonly<Record<ComponentState, string>>;
  incidentStates: Readonly<Record<IncidentState, string>>;
  /** `{percent}`. */
  uptime: string;
  noData: string;
  miningUnaffected: string;
  inProgress: string;
  /** `{min}`, `{max}`: the expected duration in minutes. */
  minutesRange: string;
  /** `{max}`. */
  minutes: string;
  /** `{time}`. */
  until: string;
  addToCalendar: string;
  postmortem: string;
  /** Before the components an incident or a window touches. */
  affected: string;
}

export const EN_TEXT: StatusPageText = {
  heading: '{brand} service status',
  title: 'Service status',
  summary: {
    1: 'All systems are working.',
    0: 'Some systems have problems; most of the service works.',
    [-1]: 'The service is disrupted. We should be back shortly.',
  },
  checked: 'Checked {time}; this page refreshes every 30 seconds.',
  back: 'Back to {brand}',
  feed: 'Atom feed of incidents and maintenance',
  unreadable: 'The components and incidents cannot be read right now.',
  thisServer: 'This server',
  monitors: {
    database: 'Database',
    marketSimulator: 'Market data',
    websocket: 'Live updates',
    disk: 'Storage',
    maintenance: 'Maintenance',
    availability: 'Availability',
  },
  up: 'Operational',
  down: 'Down',
  componentsHeading: 'Components',
  currentIncidents: 'Current incidents',
  scheduledMaintenance: 'Scheduled maintenance',
  pastIncidents: 'Past incidents',
  noIncidents: 'No incidents in the last 90 days.',
  components: STATUS_COMPONENT_NAMES,
  states: {
    operational: 'Operational',
    degraded: 'Degraded performance',
    partial_outage: 'Partial outage',
    major_outage: 'Major outage',
    under_maintenance: 'Under maintenance',
  },
  incidentStates: { investigating: 'Investigating', identified: 'Identified', monitoring: 'Monitoring', resolved: 'Resolved' },
  uptime: '{percent} % uptime over 90 days',
  noData: 'no data yet',
  miningUnaffected: 'Mining is not affected.',
  inProgress: 'in progress',
  minutesRange: '{min} to {max} minutes',
  minutes: '{max} minutes',
  until: 'until {time}',
  addToCalendar: 'Add to calendar (.ics)',
  postmortem: 'Postmortem',
  affected: 'Affected',
};

/** `{name}` placeholders filled in (values are escaped by the caller when they need it). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
