/**
 * The status page's arithmetic (issue 34), pure so that the server's summary,
 * feed and page and the app compute the same: each component's state now, the
 * spec's status value over the components, and the daily uptime bars.
 */
import { STATUS_SELF_CHECK_INTERVAL_MS, STATUS_UPTIME_DAYS } from './limits.js';
import { serviceStatusValue, type ServiceStatusValue } from './monitor.js';
import {
  IMPACT_DOWNTIME_WEIGHT,
  INCIDENT_IMPACTS,
  NOT_MINING_COMPONENTS,
  SELF_CHECK_COMPONENTS,
  STATUS_COMPONENTS,
  type ComponentState,
  type IncidentImpact,
  type SelfCheck,
  type StatusComponent,
} from './status-components.js';
import { DAY_MS } from './time.js';

/** An incident as the arithmetic needs it: what it does to which components, from when until when (null: still open). */
export interface IncidentSpan {
  components: ReadonlyArray<{ component: StatusComponent; impact: IncidentImpact }>;
  start: number;
  end: number | null;
}

/** A self-check that failed in the minute starting at `at`. */
export interface FailedCheck {
  check: SelfCheck;
  at: number;
}

export type ComponentStates = Readonly<Record<StatusComponent, ComponentState>>;

/**
 * Each component's state now: the worst impact of its open incidents; else
 * under maintenance while a window names it; else a major outage when one of
 * its self-checks failed in the last minute; else operational. Staff's word
 * (an incident) wins over the machine's, and an announced window explains a
 * failing check.
 */
export function componentStates(
  openIncidents: readonly IncidentSpan[],
  openMaintenance: ReadonlyArray<{ components: readonly StatusComponent[] }>,
  failingChecks: readonly SelfCheck[],
): ComponentStates {
  const states = {} as Record<StatusComponent, ComponentState>;
  for (const component of STATUS_COMPONENTS) {
    let worst = -1;
    for (const incident of openIncidents) {
      for (const c of incident.components) {
        if (c.component === component) worst = Math.max(worst, INCIDENT_IMPACTS.indexOf(c.impact));
      }
    }
    if (worst >= 0) states[component] = INCIDENT_IMPACTS[worst]!;
    else if (openMaintenance.some((m) => m.components.includes(component))) states[component] = 'under_maintenance';
    else if (failingChecks.some((check) => SELF_CHECK_COMPONENTS[check].includes(component))) states[component] = 'major_outage';
    else states[component] = 'operational';
  }
  return states;
}

/** A component works while operational or merely degraded. */
export function isWorking(state: ComponentState): boolean {
  return state === 'operational' || state === 'degraded';
}

/** The spec's status value (section 4) over the components: each is a monitored item, 0 while it works. */
export function statusValue(states: ComponentStates): ServiceStatusValue {
  return serviceStatusValue(STATUS_COMPONENTS.map((c) => (isWorking(states[c]) ? 0 : 1)));
}

/** Something is wrong, and only with components mining does not need (the page says "mining is not affected"). */
export function miningUnaffected(states: ComponentStates): boolean {
  const troubled = STATUS_COMPONENTS.filter((c) => states[c] !== 'operational');
  return troubled.length > 0 && troubled.every((c) => NOT_MINING_COMPONENTS.includes(c));
}

interface WeightedSpan {
  start: number;
  end: number;
  weight: number;
}

/** The component's down time as weighted spans: its incidents by impact, the minutes its self-checks failed fully. */
function downSpans(component: StatusComponent, incidents: readonly IncidentSpan[], failures: readonly FailedCheck[], now: number): WeightedSpan[] {
  const spans: WeightedSpan[] = [];
  for (const incident of incidents) {
    for (const c of incident.components) {
      const weight = IMPACT_DOWNTIME_WEIGHT[c.impact];
      if (c.component === component && weight > 0) spans.push({ start: incident.start, end: incident.end ?? now, weight });
    }
  }
  for (const failure of failures) {
    if (SELF_CHECK_COMPONENTS[failure.check].includes(component)) {
      spans.push({ start: failure.at, end: failure.at + STATUS_SELF_CHECK_INTERVAL_MS, weight: 1 });
    }
  }
  return spans;
}

/** Weighted down time within [from, to): where spans overlap, the heaviest counts, once. */
function downTime(spans: readonly WeightedSpan[], from: number, to: number): number {
  const inside = spans.filter((s) => s.end > from && s.start < to).map((s) => ({ ...s, start: Math.max(s.start, from), end: Math.min(s.end, to) }));
  const edges = [...new Set(inside.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  let total = 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    const [a, b] = [edges[i]!, edges[i + 1]!];
    const weight = Math.max(0, ...inside.filter((s) => s.start <= a && s.end >= b).map((s) => s.weight));
    total += weight * (b - a);
  }
  return total;
}

/** One day's bar: the UTC day starting at `day`, the share of its measured time up (null: not measured). */
export interface DayUptime {
  day: number;
  uptime: number | null;
  /** Measured milliseconds of the day (the bars' total weighs days by it). */
  measuredMs: number;
}

export interface UptimeInput {
  component: StatusComponent;
  incidents: readonly IncidentSpan[];
  failures: readonly FailedCheck[];
  /** When measuring began (the first self-check recorded): earlier time is not measured. */
  since: number;
  now: number;
  days?: number;
}

/** The last `days` UTC days (today last), each with the share of its measured time the component was up. */
export function dailyUptime({ component, incidents, failures, since, now, days = STATUS_UPTIME_DAYS }: UptimeInput): DayUptime[] {
  const spans = downSpans(component, incidents, failures, now);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const bars: DayUptime[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = today - i * DAY_MS;
    const from = Math.max(day, since);
    const to = Math.min(day + DAY_MS, now);
    const measuredMs = Math.max(0, to - from);
    bars.push({ day, measuredMs, uptime: measuredMs === 0 ? null : 1 - downTime(spans, from, to) / measuredMs });
  }
  return bars;
}

/** The uptime over the bars, as a percentage (null when nothing was measured): days weigh by their measured time. */
export function uptimePercent(bars: readonly DayUptime[]): number | null {
  const measured = bars.reduce((sum, b) => sum + b.measuredMs, 0);
  if (measured === 0) return null;
  const up = bars.reduce((sum, b) => sum + (b.uptime ?? 0) * b.measuredMs, 0);
  return (100 * up) / measured;
}
