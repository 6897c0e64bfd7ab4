/**
 * The status page's state now, from the database alone (every server on it
 * computes the same): each component's state and uptime bars, the incidents
 * and the maintenance. The JSON summary (api/v2/status/summary), the Atom
 * feed and the page are all made from `loadStatus`.
 */
import type { StatusIncident, StatusMaintenance, StatusSummary } from '../../../src/config/api/status.js';
import { STATUS_SELF_CHECK_INTERVAL_MS, STATUS_UPTIME_DAYS } from '../../../src/config/limits.js';
import { STATUS_COMPONENT_NAMES, STATUS_COMPONENTS, type StatusComponent } from '../../../src/config/status-components.js';
import {
  componentStates,
  dailyUptime,
  miningUnaffected,
  statusValue,
  uptimePercent,
  type ComponentStates,
  type DayUptime,
  type IncidentSpan,
} from '../../../src/config/status-uptime.js';
import { withTimeout } from '../lib/with-timeout.js';
import type { Repositories } from '../repositories/index.js';
import { STATUS_READS } from '../server-limits.js';
import { DAY_MS } from '../../../src/config/time.js';

export interface StatusNow {
  now: number;
  states: ComponentStates;
  bars: Readonly<Record<StatusComponent, DayUptime[]>>;
  incidents: StatusIncident[];
  /** Windows open now or to come, soonest first. */
  maintenance: StatusMaintenance[];
}

export const windowEnd = (m: StatusMaintenance): number => m.ends ?? m.starts + (m.expectedMaxMinutes ?? 0) * 60_000;

const span = (i: StatusIncident): IncidentSpan => ({ components: i.components, start: i.created, end: i.resolved });

export async function loadStatus(repos: Repositories, now: number): Promise<StatusNow> {
  const since = now - STATUS_UPTIME_DAYS * DAY_MS;
  const [incidents, maintenance, failures, firstCheck] = await Promise.all([
    repos.status.incidents(since, STATUS_READS.pageRows),
    repos.status.maintenanceAfter(now),
    repos.status.failedChecks(since),
    repos.status.firstCheck(),
  ]);
  // A check failing in either of the last two minutes recorded: the next record may not have come yet.
  const failing = failures.filter((f) => f.at >= now - 2 * STATUS_SELF_CHECK_INTERVAL_MS).map((f) => f.check);
  const open = maintenance.filter((m) => m.starts <= now && now < windowEnd(m));
  const states = componentStates(incidents.filter((i) => i.resolved === null).map(span), open, failing);
  const spans = incidents.map(span);
  const measuredSince = firstCheck ?? now;
  const bars = Object.fromEntries(
    STATUS_COMPONENTS.map((component) => [component, dailyUptime({ component, incidents: spans, failures, since: measuredSince, now })]),
  ) as Record<StatusComponent, DayUptime[]>;
  return { now, states, bars, incidents, maintenance };
}

/** The JSON summary: open incidents first, then resolved ones, each newest first. */
export function summaryOf(status: StatusNow): StatusSummary {
  const incidents = [...status.incidents].sort((a, b) => Number(a.resolved !== null) - Number(b.resolved !== null) || b.created - a.created);
  return {
    status: statusValue(status.states),
    miningUnaffected: miningUnaffected(status.states),
    components: STATUS_COMPONENTS.map((id) => ({
      id,
      name: STATUS_COMPONENT_NAMES[id],
      state: status.states[id],
      uptime90d: uptimePercent(status.bars[id]),
      // Four decimals are finer than a bar can show (a day's minute is 0.0007).
      days: status.bars[id].map((bar) => (bar.uptime === null ? null : Math.round(bar.uptime * 10_000) / 10_000)),
    })),
    incidents,
    maintenance: status.maintenance,
    generated: status.now,
  };
}

/**
 * The summary a page is rendered with (the /status page): undefined when the
 * status tables do not answer within `timeoutMs` (the page then says they
 * cannot be read, and the browser asks again), the failure told to `onError`.
 */
export async function summaryWithin(
  repos: Repositories,
  now: number,
  timeoutMs: number,
  onError: (error: unknown) => void,
): Promise<StatusSummary | undefined> {
  try {
    return summaryOf(await withTimeout(loadStatus(repos, now), timeoutMs, 'the status tables did not answer'));
  } catch (error) {
    onError(error);
    return undefined;
  }
}
