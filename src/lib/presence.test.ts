import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presenceInterval, setIdle, browserPresence, type Presence } from './presence';

let away: boolean;
let notify: () => void;
const presence: Presence = { hidden: () => away, onChange: (l) => ((notify = l), () => undefined) };

beforeEach(() => {
  vi.useFakeTimers();
  away = false;
});
afterEach(() => {
  setIdle(false);
  vi.useRealTimers();
});

describe('presenceInterval', () => {
  it('runs every period while present, not at all while away, and once at once on return', () => {
    const run = vi.fn();
    const stop = presenceInterval(run, 1000, presence);
    vi.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
    away = true;
    notify();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(3);
    away = false;
    notify();
    expect(run).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(5);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('does not start while away, and a repeated "present" does not double the timer', () => {
    away = true;
    const run = vi.fn();
    const stop = presenceInterval(run, 1000, presence);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    away = false;
    notify();
    notify();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('browserPresence', () => {
  it('is away while idle and tells its listeners when that changes', () => {
    const listener = vi.fn();
    const stop = browserPresence.onChange(listener);
    setIdle(true);
    expect(browserPresence.hidden()).toBe(true);
    setIdle(true);
    setIdle(false);
    expect(browserPresence.hidden()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setIdle(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
