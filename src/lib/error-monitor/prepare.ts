/**
 * What happens to every report and breadcrumb before it leaves the browser
 * (Sentry's beforeSend and beforeBreadcrumb): the per-second throttle the SDK
 * lacks, the app's own API errors dropped, the spec's size limits, scrubbing.
 */
import { ERROR_MONITOR_LIMITS } from '../../config/limits';
import { scrubText, scrubValue } from './scrub';
import { capConsoleLog, cutPath, cutUrl, describeElement } from './truncate';

export interface Crumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ReportEvent {
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown; [key: string]: unknown };
  breadcrumbs?: Crumb[];
  [key: string]: unknown;
}

/** At most `max` reports in any one-second window (spec: "throttled above 10 reports per second"). */
export function createThrottle(max: number = ERROR_MONITOR_LIMITS.maxReportsPerSecond, now: () => number = Date.now) {
  const sent: number[] = [];
  return (): boolean => {
    const at = now();
    while (sent.length > 0 && at - sent[0]! >= 1000) sent.shift();
    if (sent.length >= max) return false;
    sent.push(at);
    return true;
  };
}

function notReportable(error: unknown): boolean {
  return (error as { reportable?: unknown } | null)?.reportable === false;
}

export function createEventFilter(allow: () => boolean = createThrottle()) {
  return <E extends ReportEvent>(event: E, hint?: { originalException?: unknown }): E | null => {
    if (notReportable(hint?.originalException)) return null;
    if (!allow()) return null;
    const out = scrubValue({ ...event });
    if (out.request) {
      const { cookies: _cookies, headers, ...request } = out.request;
      out.request = { ...request, ...(headers ? { headers: scrubValue(headers) } : {}) };
      if (typeof request.url === 'string') out.request.url = cutUrl(request.url);
    }
    if (out.breadcrumbs) out.breadcrumbs = capConsoleLog(out.breadcrumbs);
    return out;
  };
}

interface DomHint {
  event?: { target?: unknown };
}

export function prepareBreadcrumb(crumb: Crumb, hint?: DomHint): Crumb | null {
  const data = { ...crumb.data };
  if (crumb.category === 'navigation') {
    for (const key of ['from', 'to']) if (typeof data[key] === 'string') data[key] = cutPath(scrubText(data[key] as string));
  }
  if (typeof data.url === 'string') data.url = cutUrl(scrubText(data.url));
  const target = hint?.event?.target as Parameters<typeof describeElement>[0] | undefined;
  if (crumb.category?.startsWith('ui.') && target && typeof target.tagName === 'string') {
    data.element = scrubValue(describeElement(target));
  }
  const message = typeof crumb.message === 'string' ? scrubText(crumb.message) : crumb.message;
  return scrubValue({ ...crumb, ...(message === undefined ? {} : { message }), data });
}
