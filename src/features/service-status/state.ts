/**
 * The platform's service status, from the status monitor's JSONP script
 * (server/src/routes/status.ts serves ours), in one slot (src/lib/remote.ts).
 * The footer and the offline page show it.
 */
import { proxy } from 'valtio';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { loadJsonp } from './jsonp';
import { serviceStatusValue, type ServiceStatusValue } from './status-value';

import { STATUS_MONITOR_PATH } from '../../config/monitor';

export const STATUS_MONITOR_URL = STATUS_MONITOR_PATH;

export interface StatusMonitorAnswer {
  /** Each monitored component: 0 when it works, anything else when not, with its state (the ten status components). */
  monitors: Array<{ name: string; status: number; state?: string }>;
  checkedAt?: number;
}

export interface ServiceStatusState {
  /** The monitored components, each 0 when it works; `asOf` when the monitor checked them. */
  monitors: Remote<StatusMonitorAnswer['monitors']>;
}

export const serviceStatusState = proxy<ServiceStatusState>({ monitors: idle() });

export async function loadServiceStatus(load: (url: string) => Promise<StatusMonitorAnswer> = loadJsonp): Promise<void> {
  await loadSlot(serviceStatusState, 'monitors', async () => {
    const answer = await load(STATUS_MONITOR_URL);
    return { data: Array.isArray(answer?.monitors) ? answer.monitors : [], asOf: answer?.checkedAt ?? Date.now() };
  });
}

/** 1 all up, 0 most up, -1 otherwise or when the monitor is down too (the status is not known); null before the first answer. */
export function serviceStatusOf(monitors: Remote<ReadonlyArray<{ readonly status: number }>>): ServiceStatusValue | null {
  if (monitors.status === 'error') return -1;
  return monitors.data ? serviceStatusValue(monitors.data.map((m) => Number(m.status))) : null;
}

let requested = false;

/**
 * Loads the status once per page load, when the browser is idle: the footer
 * is on every page and must not slow the first paint. Returns no cleanup.
 */
export function ensureServiceStatus(): void {
  if (requested || typeof window === 'undefined') return;
  requested = true;
  const load = () => void loadServiceStatus();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 0);
}
