/**
 * The error monitor's small, always-loaded half (spec section 1: installed
 * before everything else). It listens for uncaught errors and rejections at
 * once and keeps the spec's last 30 events; the Sentry SDK
 * (error-monitor/sentry.ts) loads lazily after the first paint and receives
 * what was kept, then every later event. docs/monitoring.md.
 */
import { ERROR_MONITOR_LIMITS, ERROR_STORE_LIMITS } from '../config/limits';
import { API, routePattern } from '../config/api-contract';
import type { MonitorConfig } from '../config/monitor';
import type { MonitorSdk } from './error-monitor/sentry';
import { addKnownSecrets, clearKnownSecrets } from './error-monitor/scrub';

export type CaptureKind = 'error' | 'unhandledrejection' | 'component' | 'manual';

export interface CapturedError {
  kind: CaptureKind;
  message: string;
  stack?: string;
  componentStack?: string;
  /** Epoch ms. */
  at: number;
}

interface Pending extends CapturedError {
  error: unknown;
}

export interface CustomerIds {
  userId?: string;
  organizationId?: string;
}

const buffer: Pending[] = [];
const seen = new WeakSet<object>();
let sdk: MonitorSdk | undefined;
let customer: CustomerIds | null = null;
/** Set by `startMonitor` for `onFirstError`: loads the SDK once there is something to report. */
let loadOnCapture: (() => void) | undefined;

/** Keeps an event (the last 30) and hands it to the SDK once that has loaded. */
export function captureError(kind: CaptureKind, reason: unknown, context: { componentStack?: string; at?: number } = {}): void {
  // The API client marks its own errors: expected, not bugs (spec section 7).
  if ((reason as { reportable?: unknown } | null)?.reportable === false) return;
  // A boundary and React's root callback may both see one error: report it once.
  if (reason !== null && typeof reason === 'object') {
    if (seen.has(reason)) return;
    seen.add(reason);
  }
  const error = reason instanceof Error ? reason : undefined;
  const entry: Pending = {
    kind,
    message: error ? error.message : describe(reason),
    stack: error?.stack,
    componentStack: context.componentStack,
    at: context.at ?? Date.now(),
    error: reason,
  };
  buffer.push(entry);
  if (buffer.length > ERROR_MONITOR_LIMITS.eventsKept) buffer.splice(0, buffer.length - ERROR_MONITOR_LIMITS.eventsKept);
  sdk?.capture(reason, { kind, componentStack: context.componentStack });
  const load = loadOnCapture;
  loadOnCapture = undefined;
  load?.();
}

/**
 * The global component error handler (spec section 8): logs the component
 * chain, then reports. React 19's root callbacks and the page boundaries call it.
 */
export function reportComponentError(error: unknown, componentStack: string | undefined, where: string): void {
  console.error(`Component error (${where})`, error, componentStack ?? '');
  captureError('component', error, { componentStack });
}

/** The events kept, oldest first. */
export function capturedErrors(): readonly CapturedError[] {
  return buffer.map(({ error: _error, ...rest }) => rest);
}

export function clearCapturedErrors(): void {
  buffer.length = 0;
}

/** The signed-in customer's ids go with every report; their secrets never do. */
export function setMonitorCustomer(ids: CustomerIds | null, secrets: ReadonlyArray<string | undefined> = []): void {
  customer = ids;
  if (ids === null) clearKnownSecrets();
  addKnownSecrets(secrets);
  sdk?.setCustomer(ids);
}

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Listens for uncaught errors and rejections on `target`; returns the uninstaller. */
export function installErrorCapture(target: ErrorTarget): () => void {
  const onError = (event: Event): void => {
    const e = event as ErrorEvent;
    captureError('error', e.error ?? e.message);
  };
  const onRejection = (event: Event): void => {
    captureError('unhandledrejection', (event as PromiseRejectionEvent).reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Hands the SDK what was kept before it loaded; tests pass a fake. */
export function attachMonitorSdk(next: MonitorSdk | undefined): void {
  sdk = next;
  if (!next) return;
  next.setCustomer(customer);
  for (const entry of buffer) next.capture(entry.error, { kind: entry.kind, componentStack: entry.componentStack });
}

export interface MonitorStartOptions {
  release: string;
  locale?: string;
  /**
   * Load the SDK only once an event is kept (at once if one already is): a page
   * of islands, whose few scripts rarely fail, does not fetch it otherwise.
   */
  onFirstError?: boolean;
}

/**
 * Loads the SDK once the page has painted and the browser is idle, so it
 * never competes with the first load; without a monitor config (API down)
 * the events stay in the buffer.
 */
export function startMonitor(options: MonitorStartOptions): void {
  const run = async (): Promise<void> => {
    try {
      const response = await fetch(routePattern(API.monitorConfig), { credentials: 'omit' });
      if (!response.ok) return;
      const config = (await response.json()) as MonitorConfig;
      const { initSentry } = await import('./error-monitor/sentry');
      const loaded = initSentry({
        ...config,
        tunnel: new URL(routePattern(API.monitorEnvelope), window.location.origin).toString(),
        release: options.release,
      });
      if (options.locale) loaded.setTag('locale', options.locale);
      attachMonitorSdk(loaded);
    } catch (error) {
      console.warn('The error monitor did not load', error);
    }
  };
  const idle = (): void => {
    const later = () => void run();
    if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 10_000 });
    else setTimeout(later, 0);
  };
  const afterLoad = () => setTimeout(idle, ERROR_STORE_LIMITS.sdkLoadDelayMs);
  const start = () => {
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  };
  if (options.onFirstError && buffer.length === 0) loadOnCapture = start;
  else start();
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
