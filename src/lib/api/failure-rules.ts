/**
 * Which failures have app-wide effects (spec section 8), as pure rules so each
 * can be tested on its own.
 */
import { FORCED_LOGOUT_MAX_REQUEST_MS } from '../../config/limits';

/** Path endings whose 401 never logs the user out: the calls that establish or end a session. */
export const NO_FORCED_LOGOUT_ENDINGS = ['/logout', '/login/verify', 'api/v2/profile'] as const;
/** The admin rig versions call answers 401 to non-admins; that is no reason to log out. */
export const ADMIN_RIG_VERSIONS_PATH = 'main/api/v2/admin/rigs/versions';

/**
 * A 401 forces a logout unless the URL ends with /logout, /login/verify or
 * api/v2/profile or contains the admin rig versions path, and only when the
 * call took under 10 s: a slower 401 may answer a session that has already
 * been replaced. `path` is the URL path (a trailing slash is ignored).
 */
export function shouldForceLogout(path: string, durationMs: number): boolean {
  if (durationMs >= FORCED_LOGOUT_MAX_REQUEST_MS) return false;
  const trimmed = path.replace(/\/+$/, '');
  if (NO_FORCED_LOGOUT_ENDINGS.some((ending) => trimmed.endsWith(ending))) return false;
  return !trimmed.includes(ADMIN_RIG_VERSIONS_PATH);
}

/** Retry-After (seconds or an HTTP date) in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/**
 * Statuses ofetch retries (once, GET only): its defaults without 429, which
 * must slow the app down rather than repeat the call.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 500, 502, 503, 504] as const;
