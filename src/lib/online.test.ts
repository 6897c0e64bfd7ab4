import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportReachability, subscribeToOnline } from './online';

afterEach(() => vi.unstubAllGlobals());

describe('online', () => {
  it('follows the online and offline events', () => {
    let onLine = true;
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine;
      },
    });
    const target = new EventTarget();
    const seen: boolean[] = [];
    const stop = subscribeToOnline(() => seen.push(isOnline()), target);
    onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(isOnline()).toBe(false);
    onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    expect(seen).toEqual([false, true]);
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(seen).toHaveLength(2);
  });

  it('is online outside a browser', () => {
    vi.stubGlobal('navigator', undefined);
    expect(isOnline()).toBe(true);
  });
});

describe('reachability from answers', () => {
  afterEach(() => reportReachability(true));

  it('is offline after a request got no answer, though navigator says online, until an answer comes', () => {
    vi.stubGlobal('navigator', { onLine: true });
    const target = new EventTarget();
    const seen: boolean[] = [];
    const stop = subscribeToOnline(() => seen.push(isOnline()), target);
    reportReachability(false);
    expect(isOnline()).toBe(false);
    reportReachability(true);
    expect(isOnline()).toBe(true);
    expect(seen).toEqual([false, true]);
    stop();
  });

  it('tries again when the browser says the link is back', () => {
    vi.stubGlobal('navigator', { onLine: true });
    const target = new EventTarget();
    const stop = subscribeToOnline(() => undefined, target);
    reportReachability(false);
    target.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    stop();
  });
});
