import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_STORE_LIMITS } from '../config/limits';
import { captureError, clearCapturedErrors, startMonitor } from './monitor';

/** The SDK's loading starts with the monitor's configuration: a 503 stops it there, which is all these tests need to see. */
const fetchConfig = vi.fn(async () => new Response(null, { status: 503 }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => run(), addEventListener: () => undefined });
  vi.stubGlobal('fetch', fetchConfig);
});

afterEach(() => {
  clearCapturedErrors();
  fetchConfig.mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('starting the error monitor', () => {
  it('loads the SDK after the first paint on a page of the whole app', async () => {
    startMonitor({ release: 'test' });
    await vi.advanceTimersByTimeAsync(ERROR_STORE_LIMITS.sdkLoadDelayMs);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('on a page of islands, loads it only once an error is kept, so a page without errors fetches none of it', async () => {
    startMonitor({ release: 'test', onFirstError: true });
    await vi.advanceTimersByTimeAsync(ERROR_STORE_LIMITS.sdkLoadDelayMs * 10);
    expect(fetchConfig).not.toHaveBeenCalled();

    captureError('error', new Error('an island failed'));
    captureError('error', new Error('and another'));
    await vi.advanceTimersByTimeAsync(ERROR_STORE_LIMITS.sdkLoadDelayMs);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('on a page of islands, loads it at once when an error was kept before it started', async () => {
    captureError('error', new Error('thrown while the page loaded'));
    startMonitor({ release: 'test', onFirstError: true });
    await vi.advanceTimersByTimeAsync(ERROR_STORE_LIMITS.sdkLoadDelayMs);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });
});
