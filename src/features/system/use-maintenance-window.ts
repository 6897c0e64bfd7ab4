/**
 * The scheduled maintenance window open now, for the maintenance banner:
 * asked for once the banner shows (the flags said maintenance), from the
 * status summary. Null while loading, when the summary cannot be read, or
 * when the maintenance was set by hand with no window (the banner then keeps
 * its general sentence).
 */
import { fetchMaintenanceWindows, type StatusMaintenance } from './api/get-maintenance-windows';
import { openWindow } from './lib/maintenance-window';
import type { Answer } from '../../lib/api';
import { dataOf } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';

/** The window open when the answer came (the banner is shown again at the next flags change). */
async function loadOpenWindow(signal: AbortSignal): Promise<Answer<StatusMaintenance | null>> {
  const { data, asOf } = await fetchMaintenanceWindows(signal);
  return { data: openWindow(data, Date.now()), asOf };
}

export function useMaintenanceWindow(): StatusMaintenance | null {
  return dataOf(useRemote(loadOpenWindow).state) ?? null;
}
