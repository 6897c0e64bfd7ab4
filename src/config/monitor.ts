/**
 * What the browser's error monitor, the server's tunnel and the status page
 * share (docs/monitoring.md). Pure data and pure functions: the server imports it.
 */

/**
 * The DSN the browser uses when the server has no SENTRY_DSN: the SDK needs
 * one to build envelopes, the tunnel accepts exactly this one and keeps the
 * envelopes in the database. The host is reserved (.invalid), so nothing is
 * ever sent to it.
 */
export const LOCAL_MONITOR_DSN = 'https://hashvale@errors.invalid/1';

/** What GET api/v2/monitor/config answers (the contract's). */
export type { MonitorConfig } from './api/system.js';

/**
 * Names of fields, headers, cookies and query parameters whose values are
 * never reported: signatures, secrets, login tokens, session ids, cookies,
 * passwords.
 */
export const SECRET_NAME_PATTERN = /auth|secret|token|session|cookie|passw|nonce|api[-_]?key|signature/i;

/** Replaces a scrubbed value. */
export const FILTERED = '[Filtered]';

/** The status page the server renders without the app (the offline page links to it). */
export const STATUS_PAGE_PATH = '/status';
/** The status page's Atom feed (issue 34). */
export const STATUS_FEED_PATH = '/status/feed.xml';
/** The status monitor's JSONP script (spec section 7). */
export const STATUS_MONITOR_PATH = '/status/monitor.js';

/** One monitored component (0 up, 1 down), and what GET api/v2/status and the JSONP script answer: the contract's. */
export type { MonitorItem } from './api/system.js';
export type { ServiceStatus as ServiceStatusAnswer } from './api/system.js';

export type ServiceStatusValue = 1 | 0 | -1;

/**
 * The service status value (spec section 4): 1 when every monitored item is
 * 0 (up), 0 when more than half are, otherwise -1. No items is unknown (-1).
 * Here, not in the app, because the server's status page shows it too.
 */
export function serviceStatusValue(items: readonly number[]): ServiceStatusValue {
  if (items.length === 0) return -1;
  const up = items.filter((item) => item === 0).length;
  if (up === items.length) return 1;
  return up > items.length / 2 ? 0 : -1;
}
