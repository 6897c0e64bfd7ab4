/**
 * Which pages depend on which status components (issue 34): while an incident
 * is open on one of them, the page shows a banner with the incident and a link
 * to /status (src/features/incident-banner). A page not listed shows none; the
 * footer's status line is on every page.
 */
import type { RouteName } from './paths.js';
import type { StatusComponent } from './status-components.js';

const STRATUM: readonly StatusComponent[] = ['stratum-eu-west', 'stratum-us-west'];

export const PAGE_STATUS_COMPONENTS: Readonly<Partial<Record<RouteName, readonly StatusComponent[]>>> = {
  // Orders of hash power, and the live figures of each algorithm's market.
  marketplace: ['marketplace'],
  privateEndpoint: ['marketplace'],
  algorithms: ['marketplace', 'statistics'],
  algorithm: ['marketplace', 'statistics'],
  // The tools and lists of live figures.
  calculator: ['statistics'],
  calculatorAutodetect: ['statistics'],
  miningHardware: ['statistics'],
  payrate: ['statistics'],
  // Where miners get their Stratum address, and check it.
  stratumGenerator: STRATUM,
  stratumDoctor: STRATUM,
  // The API's documentation and its signing example.
  softwareDevelopers: ['rest-api', 'websocket-api'],
  // The user's own area: wallet, exchange and payouts.
  account: ['wallet', 'exchange', 'payouts'],
};

/** The components a page depends on; none for a page not listed. */
export function pageStatusComponents(route: RouteName | undefined): readonly StatusComponent[] {
  return (route && PAGE_STATUS_COMPONENTS[route]) ?? [];
}
