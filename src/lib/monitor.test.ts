import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MONITOR_LIMITS } from '../config/limits';
import { captureError, capturedErrors, clearCapturedErrors, installErrorCapture } from './monitor';

afterEach(() => clearCapturedErrors());

describe('error capture', () => {
  it('records uncaught errors and unhandled rejections from the moment it is installed', () => {
    const target = new EventTarget();
    const uninstall = installErrorCapture(target as unknown as Window);
    const error = new Event('error') as Event & { error?: unknown; message?: string };
    error.error = new Error('boom');
    target.dispatchEvent(error);
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'nope';
    target.dispatchEvent(rejection);
    uninstall();
    target.dispatchEvent(error);

    expect(capturedErrors().map((e) => [e.kind, e.message])).toEqual([
      ['error', 'boom'],
      ['unhandledrejection', 'nope'],
    ]);
    expect(capturedErrors()[0]?.stack).toContain('boom');
  });

  it('keeps only the last events the spec allows', () => {
    for (let i = 0; i < ERROR_MONITOR_LIMITS.eventsKept + 5; i++) captureError('manual', new Error(`e${i}`), i);
    const kept = capturedErrors();
    expect(kept).toHaveLength(ERROR_MONITOR_LIMITS.eventsKept);
    expect(kept[0]?.message).toBe('e5');
    expect(kept.at(-1)?.message).toBe(`e${ERROR_MONITOR_LIMITS.eventsKept + 4}`);
  });

  it('describes non-Error reasons as text', () => {
    captureError('manual', { code: 7 });
    expect(capturedErrors()[0]?.message).toBe('{"code":7}');
  });
});
