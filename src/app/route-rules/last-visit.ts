/**
 * The last visited path and time (spec section 2, "Route rules"), kept in the
 * LAST_VISIT_COOKIE as `<time ms> <path>`. Visiting / twice in a row sets the
 * redirect-to-dashboard flag (REDIRECT_TO_DASHBOARD_COOKIE = "1", read by the
 * account area's sign-in), unless the last visit was inside the account area
 * (/my, which shares the cookie) less than ACCOUNT_VISIT_GRACE_MS ago: coming
 * back to / from the dashboard is a deliberate choice.
 */
import { ACCOUNT_VISIT_GRACE_MS, DEFAULT_COOKIE_DAYS } from '../../config/limits';
import { isAccountPath } from '../../config/paths';
import { documentCookies, LAST_VISIT_COOKIE, readCookie, REDIRECT_TO_DASHBOARD_COOKIE, writeCookie } from '../../lib/storage';

export interface Visit {
  path: string;
  time: number;
}

export function parseVisit(raw: string | undefined): Visit | undefined {
  const match = raw ? /^(\d+) (\/.*)$/.exec(raw) : null;
  return match ? { time: Number(match[1]), path: match[2]! } : undefined;
}

export function formatVisit(visit: Visit): string {
  return `${visit.time} ${visit.path}`;
}

/** Whether this visit sets the redirect-to-dashboard flag. */
export function setsDashboardFlag(last: Visit | undefined, path: string, now: number): boolean {
  if (path !== '/' || !last) return false;
  if (isAccountPath(last.path) && now - last.time < ACCOUNT_VISIT_GRACE_MS) return false;
  return last.path === '/';
}

export function recordVisit(path: string, now: number = Date.now()): void {
  const last = parseVisit(readCookie(documentCookies(), LAST_VISIT_COOKIE));
  if (setsDashboardFlag(last, path, now)) writeCookie(REDIRECT_TO_DASHBOARD_COOKIE, '1', DEFAULT_COOKIE_DAYS);
  writeCookie(LAST_VISIT_COOKIE, formatVisit({ path, time: now }), DEFAULT_COOKIE_DAYS);
}
