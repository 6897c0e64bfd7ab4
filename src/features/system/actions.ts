/**
 * Actions of the system state: flags from the API and from response headers,
 * the rate limit.
 */
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../config/api-headers';
import { isApiError } from '../../lib/api';
import { isOnline } from '../../lib/online';
import { fetchFlags } from './api/get-flags';
import { markFlag } from './flag-watch';
import { DEFAULT_SYSTEM_STATE, systemState } from './state';
import { MINUTE_MS } from '../../config/time';

/**
 * How long the rate-limit page stays when the server did not say (no
 * Retry-After): the spec's message asks the user to wait a minute.
 */
export const RATE_LIMIT_DEFAULT_WAIT_MS = MINUTE_MS;

/** Every API answer's headers pass through here (the client's onResponseHeaders hook). */
export function applySystemHeaders(headers: Headers): void {
  if (headers.get(MAINTENANCE_HEADER) === 'true') markFlag('maintenance');
  if (headers.get(SYSTEM_UNAVAILABLE_HEADER) === 'true') markFlag('unavailable');
}

/**
 * Loads the system flags. IS_MAINTENANCE shows the banner and
 * SYSTEM_UNAVAILABLE the offline page. A failure while online also counts as
 * unavailable (spec 4), and whether we were online is read from the failure
 * itself: an error answer (from the server, a proxy or the worker) means the
 * network works and the system does not; no answer at all (a network error)
 * means this device is offline, whatever navigator.onLine claims, which lags
 * behind or lies on flaky links. A 429 has its own page.
 */
export async function loadFlags(): Promise<void> {
  try {
    const list = await fetchFlags();
    const on = (name: string) => list.some((flag) => flag.flagName === name && flag.flagValue === true);
    if (on('IS_MAINTENANCE')) markFlag('maintenance');
    if (on('SYSTEM_UNAVAILABLE')) markFlag('unavailable');
    systemState.registrationDisabled = on('DISABLE_REGISTRATION');
  } catch (error) {
    const rateLimited = isApiError(error) && error.status === 429;
    const nothingAnswered = !isApiError(error) || error.network;
    if (isOnline() && !rateLimited && !nothingAnswered) markFlag('unavailable');
  }
}

let rateLimitTimer: ReturnType<typeof setTimeout> | undefined;
let afterRateLimit: () => void = () => undefined;

export function configureRateLimit(handlers: { reboot: () => void }): void {
  afterRateLimit = handlers.reboot;
}

/** A 429: the offline page's rate-limit variant until the wait is over, then a reboot. */
export function markRateLimited(retryAfterMs: number = RATE_LIMIT_DEFAULT_WAIT_MS): void {
  systemState.rateLimited = true;
  if (rateLimitTimer) clearTimeout(rateLimitTimer);
  rateLimitTimer = setTimeout(() => {
    rateLimitTimer = undefined;
    systemState.rateLimited = false;
    afterRateLimit();
  }, retryAfterMs);
}

export function setLoading(loading: boolean): void {
  systemState.loading = loading;
}

/** Back to the defaults (tests and a full teardown). */
export function resetSystemState(): void {
  if (rateLimitTimer) clearTimeout(rateLimitTimer);
  rateLimitTimer = undefined;
  Object.assign(systemState, DEFAULT_SYSTEM_STATE);
}
