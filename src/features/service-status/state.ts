/**
 * The platform's service status, from the status monitor's JSONP script
 * (server/src/routes/status.ts serves ours). The offline page may show it.
 */
import { proxy } from 'valtio';
import { loadJsonp } from './jsonp';
import { serviceStatusValue, type ServiceStatusValue } from './status-value';

export const STATUS_MONITOR_URL = '/status/monitor.js';

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
