/**
 * Maintenance and unavailability (spec section 4): a response header (or the
 * flags list) marking either sets its flag; once no mark has been seen for
 * more than MAINTENANCE_FLAG_TIMEOUT_MS (10 s) the flag resets and the app
 * reboots (re-runs startup, no page reload). While a flag is on, the flags
 * call is repeated every half timeout, so the header keeps arriving for as
 * long as the server sends it even on a page that makes no calls of its own.
 */
import { MAINTENANCE_FLAG_TIMEOUT_MS } from '../../config/limits';
import { systemState } from './state';

export type WatchedFlag = 'maintenance' | 'unavailable';

/** How often the flags call repeats while a flag is on: twice per timeout. */
export const FLAG_POLL_MS = MAINTENANCE_FLAG_TIMEOUT_MS / 2;

const lastSeen: Record<WatchedFlag, number> = { maintenance: 0, unavailable: 0 };
let resetTimer: ReturnType<typeof setTimeout> | undefined;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let reboot: () => void = () => undefined;
let poll: () => void = () => undefined;

/** What runs when a flag resets (startup wires rebootApp) and what polls the flags. */
export function configureFlagWatch(handlers: { reboot: () => void; poll: () => void }): void {
  reboot = handlers.reboot;
  poll = handlers.poll;
}

export function markFlag(flag: WatchedFlag, now: number = Date.now()): void {
  systemState[flag] = true;
  lastSeen[flag] = now;
  armReset(now);
  pollTimer ??= setInterval(() => poll(), FLAG_POLL_MS);
}

function armReset(now: number): void {
  if (resetTimer) clearTimeout(resetTimer);
  const due = Math.max(...(['maintenance', 'unavailable'] as const).filter((f) => systemState[f]).map((f) => lastSeen[f] + MAINTENANCE_FLAG_TIMEOUT_MS));
  // "More than 10 s": one millisecond past the timeout.
  resetTimer = setTimeout(() => resetStaleFlags(Date.now()), Math.max(0, due - now) + 1);
}

function resetStaleFlags(now: number): void {
  resetTimer = undefined;
  let reset = false;
  for (const flag of ['maintenance', 'unavailable'] as const) {
    if (systemState[flag] && now - lastSeen[flag] > MAINTENANCE_FLAG_TIMEOUT_MS) {
      systemState[flag] = false;
      reset = true;
    }
  }
  if (systemState.maintenance || systemState.unavailable) armReset(now);
  else stopPolling();
  if (reset) reboot();
}

function stopPolling(): void {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = undefined;
}

/** Stops the timers and forgets what was seen (tests; a full teardown). */
export function resetFlagWatch(): void {
  if (resetTimer) clearTimeout(resetTimer);
  resetTimer = undefined;
  stopPolling();
  lastSeen.maintenance = 0;
  lastSeen.unavailable = 0;
}
