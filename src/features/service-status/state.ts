/**
 * The platform's service status, from the status monitor's JSONP script
 * (server/src/routes/status.ts serves ours). The footer and the offline page
 * show it.
 */
import { proxy } from 'valtio';
import { loadJsonp } from './jsonp';
import { serviceStatusValue, type ServiceStatusValue } from './status-value';

import { STATUS_MONITOR_PATH } from '../../config/monitor';

export const STATUS_MONITOR_URL = STATUS_MONITOR_PATH;

export interface StatusMonitorAnswer {
  /** Each monitored component: 0 when up, anything else when not. */
  monitors: Array<{ name: string; status: number }>;
  checkedAt?: number;
}

export interface ServiceStatusState {
  /** 1 all up, 0 most up, -1 otherwise; null before the first answer. */
  value: ServiceStatusValue | null;
  monitors: Array<{ name: string; status: number }>;
}

export const serviceStatusState = proxy<ServiceStatusState>({ value: null, monitors: [] });

export async function loadServiceStatus(load: (url: string) => Promise<StatusMonitorAnswer> = loadJsonp): Promise<void> {
  try {
    const answer = await load(STATUS_MONITOR_URL);
    const monitors = Array.isArray(answer?.monitors) ? answer.monitors : [];
    serviceStatusState.monitors = monitors;
    serviceStatusState.value = serviceStatusValue(monitors.map((m) => Number(m.status)));
  } catch {
    // The monitor is down too: the status is not known.
    serviceStatusState.value = -1;
  }
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
