/**
 * The first thing the app installs (spec section 1: error monitoring comes
 * before everything else). For now a small capture: uncaught errors and
 * unhandled rejections go into an in-memory ring buffer of the spec's size,
 * so nothing thrown while the app boots is lost. The full monitor (reports,
 * throttling, truncation) replaces the sink in a later issue.
 */
import { ERROR_MONITOR_LIMITS } from '../config/limits';

export interface CapturedError {
  kind: 'error' | 'unhandledrejection' | 'manual';
  message: string;
  stack?: string;
  /** Epoch ms. */
  at: number;
}

const buffer: CapturedError[] = [];

/** Adds an event, dropping the oldest beyond the spec's "last 30 events kept". */
export function captureError(kind: CapturedError['kind'], reason: unknown, at = Date.now()): void {
  // The API client marks its own network errors: they are expected, not bugs (spec section 7).
  if ((reason as { reportable?: unknown } | null)?.reportable === false) return;
  const error = reason instanceof Error ? reason : undefined;
  buffer.push({
    kind,
    message: error ? error.message : describe(reason),
    stack: error?.stack,
    at,
  });
  if (buffer.length > ERROR_MONITOR_LIMITS.eventsKept) buffer.splice(0, buffer.length - ERROR_MONITOR_LIMITS.eventsKept);
}

/** The captured events, oldest first. */
export function capturedErrors(): readonly CapturedError[] {
  return buffer.slice();
}

export function clearCapturedErrors(): void {
  buffer.length = 0;
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

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
