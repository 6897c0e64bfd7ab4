import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MONITOR_LIMITS } from '../config/limits';
import { attachMonitorSdk, captureError, capturedErrors, clearCapturedErrors, installErrorCapture, reportComponentError, setMonitorCustomer } from './monitor';

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
    for (let i = 0; i < ERROR_MONITOR_LIMITS.eventsKept + 5; i++) captureError('manual', new Error(`e${i}`), { at: i });
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

describe('handing events to the lazily loaded SDK', () => {
  const fakeSdk = () => {
    const captured: Array<{ error: unknown; kind: string; componentStack?: string }> = [];
    const customers: unknown[] = [];
    return {
      captured,
      customers,
      sdk: {
        capture: (error: unknown, context: { kind: string; componentStack?: string }) => captured.push({ error, ...context }),
        setCustomer: (ids: unknown) => customers.push(ids),
        setTag: () => undefined,
      },
    };
  };
  afterEach(() => {
    attachMonitorSdk(undefined);
    setMonitorCustomer(null);
  });

  it('passes on what was kept before the SDK loaded, then every later event', () => {
    captureError('error', new Error('early'));
    const fake = fakeSdk();
    attachMonitorSdk(fake.sdk);
    captureError('manual', new Error('late'));
    expect(fake.captured.map((c) => (c.error as Error).message)).toEqual(['early', 'late']);
  });

  it("never passes on the API client's own errors", () => {
    const fake = fakeSdk();
    attachMonitorSdk(fake.sdk);
    captureError('unhandledrejection', Object.assign(new Error('Failed to fetch'), { reportable: false }));
    expect(fake.captured).toEqual([]);
  });

  it('logs the component chain and reports an error once, though a boundary and the root both see it', () => {
    const fake = fakeSdk();
    attachMonitorSdk(fake.sdk);
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const error = new Error('render failed');
      reportComponentError(error, '\n    at Exploder\n    at Page', 'boundary');
      reportComponentError(error, '\n    at Exploder\n    at Page', 'caught');
    } finally {
      console.error = original;
    }
    expect(fake.captured).toEqual([expect.objectContaining({ kind: 'component', componentStack: '\n    at Exploder\n    at Page' })]);
    expect(String(logged[0]?.[2])).toContain('at Exploder');
  });

  it('gives the SDK the customer ids set before it loaded', () => {
    setMonitorCustomer({ userId: 'u1', organizationId: 'o1' });
    const fake = fakeSdk();
    attachMonitorSdk(fake.sdk);
    expect(fake.customers).toEqual([{ userId: 'u1', organizationId: 'o1' }]);
  });
});
