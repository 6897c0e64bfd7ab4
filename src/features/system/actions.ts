/**
 * Actions of the system state: flags from the API and from response headers,
 * the rate limit, connectivity and idleness.
 */
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../config/api-headers';
import { api, isApiError } from '../../lib/api';
import { markFlag } from './flag-watch';
import { DEFAULT_SYSTEM_STATE, systemState } from './state';

export const FLAGS_PATH = 'api/v2/system/flags';

/**
 * How long the rate-limit page stays when the server did not say (no
 * Retry-After): the spec's message asks the user to wait a minute.
 */
export const RATE_LIMIT_DEFAULT_WAIT_MS = 60_000;

interface FlagList {
  list: Array<{ flagName: string; flagValue: boolean }>;
}

/** Every API answer's headers pass through here (the client's onResponseHeaders hook). */
export function applySystemHeaders(headers: Headers): void {
  if (headers.get(MAINTENANCE_HEADER) === 'true') markFlag('maintenance');
  if (headers.get(SYSTEM_UNAVAILABLE_HEADER) === 'true') markFlag('unavailable');
}

/**
 * Loads the system flags. IS_MAINTENANCE shows the banner and
 * SYSTEM_UNAVAILABLE the offline page; a failure while online also counts as
 * unavailable (not a 429, which has its own page, nor while offline).
 */
export async function loadFlags(): Promise<void> {
  try {
    const { list } = await api.get<FlagList>(FLAGS_PATH, { retry: 0 });
    const on = (name: string) => list.some((flag) => flag.flagName === name && flag.flagValue === true);
    if (on('IS_MAINTENANCE')) markFlag('maintenance');
    if (on('SYSTEM_UNAVAILABLE')) markFlag('unavailable');
  } catch (error) {
    const rateLimited = isApiError(error) && error.status === 429;
    if (systemState.online && !rateLimited) markFlag('unavailable');
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
