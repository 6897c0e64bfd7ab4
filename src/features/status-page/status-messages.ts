/**
 * The status page's words for each component, state and status value, as
 * literal message ids (the build ships a message with the module naming it).
 */
import type { ServiceStatusValue } from '../../config/monitor';
import type { ComponentState, IncidentState, StatusComponent } from '../../config/status-components';
import type { MessageId } from '../../lib/intl';

export const COMPONENT_MESSAGES: Readonly<Record<StatusComponent, MessageId>> = {
  'stratum-eu-west': 'statusPage.component.stratumEuWest',
  'stratum-us-west': 'statusPage.component.stratumUsWest',
  marketplace: 'statusPage.component.marketplace',
  payouts: 'statusPage.component.payouts',
  wallet: 'statusPage.component.wallet',
  exchange: 'statusPage.component.exchange',
  'rest-api': 'statusPage.component.restApi',
  'websocket-api': 'statusPage.component.websocketApi',
  website: 'statusPage.component.website',
  statistics: 'statusPage.component.statistics',
};

export const STATE_MESSAGES: Readonly<Record<ComponentState, MessageId>> = {
  operational: 'statusPage.state.operational',
  degraded: 'statusPage.state.degraded',
  partial_outage: 'statusPage.state.partialOutage',
  major_outage: 'statusPage.state.majorOutage',
  under_maintenance: 'statusPage.state.underMaintenance',
};

export const INCIDENT_STATE_MESSAGES: Readonly<Record<IncidentState, MessageId>> = {
  investigating: 'statusPage.incidentState.investigating',
  identified: 'statusPage.incidentState.identified',
  monitoring: 'statusPage.incidentState.monitoring',
  resolved: 'statusPage.incidentState.resolved',
};

/** The status value's sentence (spec 4: 1 all work, 0 more than half, -1 otherwise). */
export const VALUE_MESSAGES: Readonly<Record<ServiceStatusValue, MessageId>> = {
  1: 'statusPage.value.working',
  0: 'statusPage.value.partly',
  [-1]: 'statusPage.value.disrupted',
};
