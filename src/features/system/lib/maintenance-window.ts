/**
 * Which scheduled maintenance window the banner speaks of, and how long it
 * is expected to last: a window open now (started, not over, not
 * cancelled), else none. A window with no end lasts until its start plus
 * the longest expected duration, as the server's flags count it.
 */
import type { StatusMaintenance } from '../../../config/api/status';
import { MINUTE_MS } from '../../../config/time';

export type MaintenanceDuration =
  { kind: 'until'; ends: number } | { kind: 'range'; min: number; max: number } | { kind: 'minutes'; minutes: number } | { kind: 'unknown' };

export function windowEnd(window: StatusMaintenance): number | null {
  if (window.ends !== null) return window.ends;
  return window.expectedMaxMinutes === null ? null : window.starts + window.expectedMaxMinutes * MINUTE_MS;
}

/** The window open at `now`, the earliest started first; null when none is. */
export function openWindow(windows: readonly StatusMaintenance[], now: number): StatusMaintenance | null {
  const open = windows.filter((w) => w.cancelled === null && w.starts <= now && (windowEnd(w) ?? Infinity) > now);
  return open.sort((a, b) => a.starts - b.starts)[0] ?? null;
}

/** "45 to 90 minutes", "60 minutes" or "until 11:15", as the window was scheduled. */
export function expectedDuration(window: StatusMaintenance): MaintenanceDuration {
  if (window.ends !== null) return { kind: 'until', ends: window.ends };
  const { expectedMinMinutes: min, expectedMaxMinutes: max } = window;
  if (min !== null && max !== null && min < max) return { kind: 'range', min, max };
  const minutes = max ?? min;
  return minutes === null ? { kind: 'unknown' } : { kind: 'minutes', minutes };
}
