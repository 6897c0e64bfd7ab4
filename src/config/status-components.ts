/**
 * The components of the status page (issue 34), in the parts miners think in,
 * and the states a component, an incident and a self-check can be in. Pure
 * data shared by the server (the status tables, the admin commands, the
 * summary and the feed) and the app (banners, the footer's line).
 */

/** Every component, in the order the status page lists them. */
export const STATUS_COMPONENTS = [
  'stratum-eu-west',
  'stratum-us-west',
  'marketplace',
  'payouts',
  'wallet',
  'exchange',
  'rest-api',
  'websocket-api',
  'website',
  'statistics',
] as const;
export type StatusComponent = (typeof STATUS_COMPONENTS)[number];

/** Each component's name as staff and the English page write it (the page's locales translate it). */
export const STATUS_COMPONENT_NAMES: Readonly<Record<StatusComponent, string>> = {
  'stratum-eu-west': 'Stratum Europe-West',
  'stratum-us-west': 'Stratum USA-West',
  marketplace: 'Hash-power marketplace',
  payouts: 'Payouts',
  wallet: 'Wallet deposits and withdrawals',
  exchange: 'Exchange',
  'rest-api': 'REST API',
  'websocket-api': 'WebSocket API',
  website: 'Website',
  statistics: 'Statistics',
};

/** What an incident does to a component it names, mildest first. */
export const INCIDENT_IMPACTS = ['degraded', 'partial_outage', 'major_outage'] as const;
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];

/** A component's state: working, or the worst impact of its open incidents, or in an open maintenance window. */
export const COMPONENT_STATES = ['operational', ...INCIDENT_IMPACTS, 'under_maintenance'] as const;
export type ComponentState = (typeof COMPONENT_STATES)[number];

/** An incident's lifecycle, in order; only the last one closes it. */
export const INCIDENT_STATES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];
export const OPEN_INCIDENT_STATES = INCIDENT_STATES.filter((s) => s !== 'resolved');

/**
 * How much of a minute an impact counts as down in the uptime bars
 * (Statuspage's weighting): a major outage fully, a partial one 30 %, a
 * degradation not at all. Maintenance is announced and never counts.
 */
export const IMPACT_DOWNTIME_WEIGHT: Readonly<Record<IncidentImpact, number>> = {
  degraded: 0,
  partial_outage: 0.3,
  major_outage: 1,
};

/** The checks each server makes of itself once a minute (server/src/status/self-checks.ts). */
export const SELF_CHECKS = ['database', 'market-feed', 'websocket', 'content-index'] as const;
export type SelfCheck = (typeof SELF_CHECKS)[number];

/** The components a failed self-check takes down (a major outage for the minute it failed). */
export const SELF_CHECK_COMPONENTS: Readonly<Record<SelfCheck, readonly StatusComponent[]>> = {
  database: ['rest-api', 'website'],
  'market-feed': ['exchange', 'statistics'],
  websocket: ['websocket-api'],
  'content-index': ['website'],
};

/** Components whose trouble leaves mining alone: the page then says "mining is not affected". */
export const NOT_MINING_COMPONENTS: readonly StatusComponent[] = ['website', 'statistics'];

export function isStatusComponent(value: string): value is StatusComponent {
  return (STATUS_COMPONENTS as readonly string[]).includes(value);
}

/**
 * What this server's own monitor items (server/src/monitor/health.ts) take
 * down when they fail, for the status monitor's answer: the self-checks' table,
 * and the disk like the database (a full disk stops its writes).
 */
export const MONITOR_ITEM_COMPONENTS: Readonly<Record<'database' | 'marketSimulator' | 'websocket' | 'disk', readonly StatusComponent[]>> = {
  database: SELF_CHECK_COMPONENTS.database,
  marketSimulator: SELF_CHECK_COMPONENTS['market-feed'],
  websocket: SELF_CHECK_COMPONENTS.websocket,
  disk: SELF_CHECK_COMPONENTS.database,
};

/**
 * Maintenance set by hand (`flags set IS_MAINTENANCE true`) names no
 * components: the site itself announces it (its banner), so the Website is
 * under maintenance; the other components stay as measured.
 */
export const HAND_MAINTENANCE_COMPONENTS: readonly StatusComponent[] = ['website'];

/**
 * SYSTEM_UNAVAILABLE shows the offline page for the whole site and its API:
 * everything but the Stratum servers, which miners reach without it.
 */
export const UNAVAILABLE_COMPONENTS: readonly StatusComponent[] = STATUS_COMPONENTS.filter((c) => !c.startsWith('stratum-'));
