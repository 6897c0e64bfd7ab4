import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeFetch, jsonResponse } from '../../lib/api/test-support';
import { applySystemHeaders, configureRateLimit, loadFlags, markRateLimited, resetSystemState } from './actions';
import { watchIdle } from './connectivity';
import { configureFlagWatch, FLAG_POLL_MS, resetFlagWatch } from './flag-watch';
import { systemState } from './state';

const flags = (maintenance: boolean, unavailable = false) =>
  jsonResponse({
    list: [
      { flagName: 'IS_MAINTENANCE', flagValue: maintenance },
      { flagName: 'SYSTEM_UNAVAILABLE', flagValue: unavailable },
    ],
  });

const reboot = vi.fn();
const poll = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  resetSystemState();
  resetFlagWatch();
  reboot.mockReset();
  poll.mockReset();
  configureFlagWatch({ reboot, poll });
  configureRateLimit({ reboot });
});
afterEach(() => {
  resetFlagWatch();
  resetSystemState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('maintenance and unavailability headers', () => {
  it('sets the flag when a response carries the header', () => {
    applySystemHeaders(new Headers({ 'x-hashvale-maintenance': 'true' }));
    expect(systemState.maintenance).toBe(true);
    expect(systemState.unavailable).toBe(false);
    applySystemHeaders(new Headers({ 'x-hashvale-system-unavailable': 'true' }));
    expect(systemState.unavailable).toBe(true);
  });

  it('resets the flag and reboots once no header was seen for more than 10 s', () => {
    applySystemHeaders(new Headers({ 'x-hashvale-maintenance': 'true' }));
    vi.advanceTimersByTime(10_000);
    expect(systemState.maintenance).toBe(true);
    expect(reboot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(systemState.maintenance).toBe(false);
    expect(reboot).toHaveBeenCalledTimes(1);
  });

  it('keeps the flag while the header keeps coming', () => {
    applySystemHeaders(new Headers({ 'x-hashvale-maintenance': 'true' }));
    vi.advanceTimersByTime(8_000);
    applySystemHeaders(new Headers({ 'x-hashvale-maintenance': 'true' }));
    vi.advanceTimersByTime(8_000);
    expect(systemState.maintenance).toBe(true);
    vi.advanceTimersByTime(2_001);
    expect(systemState.maintenance).toBe(false);
    expect(reboot).toHaveBeenCalledTimes(1);
  });

  it('polls the flags every 5 s while a flag is on, and stops after the reset', () => {
    applySystemHeaders(new Headers({ 'x-hashvale-system-unavailable': 'true' }));
    vi.advanceTimersByTime(FLAG_POLL_MS * 2);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1 + 30_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('ignores responses without the headers', () => {
    applySystemHeaders(new Headers({ 'content-type': 'application/json' }));
    expect(systemState.maintenance || systemState.unavailable).toBe(false);
  });
});

describe('loadFlags', () => {
  it('shows the banner for IS_MAINTENANCE and the offline page for SYSTEM_UNAVAILABLE', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => flags(true, true)).fetch);
    await loadFlags();
    expect(systemState).toMatchObject({ maintenance: true, unavailable: true });
  });

  it('marks the system unavailable when the flags call gets an error answer while online', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse(errorBody(503, 'Service unavailable'), 503)).fetch);
    await loadFlags();
    expect(systemState.unavailable).toBe(true);
  });

  it('takes a failure with no answer at all for being offline, even when the browser says online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch);
    await loadFlags();
    expect(systemState.unavailable).toBe(false);
  });

  it('does not when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch);
    await loadFlags();
    expect(systemState.unavailable).toBe(false);
  });

  it('leaves a 429 to the rate-limit page', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => jsonResponse(errorBody(429, 'x'), 429)).fetch);
    await loadFlags();
    expect(systemState.unavailable).toBe(false);
  });
});

describe('the rate limit', () => {
  it('stays for the wait the server asked for, then reboots', () => {
    markRateLimited(30_000);
    expect(systemState.rateLimited).toBe(true);
    vi.advanceTimersByTime(29_999);
    expect(systemState.rateLimited).toBe(true);
    vi.advanceTimersByTime(1);
    expect(systemState.rateLimited).toBe(false);
    expect(reboot).toHaveBeenCalledTimes(1);
  });

  it('waits a minute when the server did not say', () => {
    markRateLimited();
    vi.advanceTimersByTime(59_999);
    expect(systemState.rateLimited).toBe(true);
    vi.advanceTimersByTime(1);
    expect(systemState.rateLimited).toBe(false);
  });
});

describe('idleness', () => {
  it('turns idle after 10 minutes without input and back on input', () => {
    const target = new EventTarget();
    const stop = watchIdle(target);
    vi.advanceTimersByTime(9 * 60_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(9 * 60_000);
    expect(systemState.idle).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(systemState.idle).toBe(true);
    target.dispatchEvent(new Event('pointermove'));
    expect(systemState.idle).toBe(false);
    vi.advanceTimersByTime(10 * 60_000);
    expect(systemState.idle).toBe(true);
    stop();
  });
});
