/**
 * The components' state as one server sees it now (issue 34), for the status
 * monitor (JSONP /status/monitor.js, api/v2/status) and so the footer: the
 * status tables' word (open incidents and maintenance windows) with this
 * server's live checks and its flags. Pure, so the rule is unit-tested.
 */
import type { MonitorItem } from './api/system.js';
import {
  HAND_MAINTENANCE_COMPONENTS,
  MONITOR_ITEM_COMPONENTS,
  STATUS_COMPONENTS,
  UNAVAILABLE_COMPONENTS,
  type ComponentState,
  type StatusComponent,
} from './status-components.js';
import { componentStates, isWorking, type ComponentStates, type IncidentSpan } from './status-uptime.js';

export interface LiveInputs {
  /** Open incidents from the status tables (none when they could not be read). */
  openIncidents: readonly IncidentSpan[];
  /** Maintenance windows open now. */
  openMaintenance: ReadonlyArray<{ components: readonly StatusComponent[] }>;
  /** This server's monitor items that fail now (database, marketSimulator, websocket, disk). */
  failingItems: ReadonlyArray<keyof typeof MONITOR_ITEM_COMPONENTS>;
  isMaintenance: boolean;
  unavailable: boolean;
}

/**
 * Each component's state now: SYSTEM_UNAVAILABLE takes the site and its API
 * down whatever else is said; otherwise an incident's impact, then an open
 * window, then a failing check (componentStates' order). Maintenance set by
 * hand, with no window open, puts the Website under maintenance.
 */
export function liveComponentStates(inputs: LiveInputs): ComponentStates {
  const windows = [...inputs.openMaintenance];
  if (inputs.isMaintenance && windows.length === 0) windows.push({ components: HAND_MAINTENANCE_COMPONENTS });
  const failing = new Set(inputs.failingItems.flatMap((item) => MONITOR_ITEM_COMPONENTS[item]));
  const states: Record<StatusComponent, ComponentState> = { ...componentStates(inputs.openIncidents, windows, []) };
  for (const component of STATUS_COMPONENTS) {
    if (inputs.unavailable && UNAVAILABLE_COMPONENTS.includes(component)) states[component] = 'major_outage';
    else if (states[component] === 'operational' && failing.has(component)) states[component] = 'major_outage';
  }
  return states;
}

/** The ten components as monitored items (spec 4: 0 while it works), each with its state. */
export function monitorItemsOf(states: ComponentStates): MonitorItem[] {
  return STATUS_COMPONENTS.map((name) => ({ name, status: isWorking(states[name]) ? 0 : 1, state: states[name] }));
}
