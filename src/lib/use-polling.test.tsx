// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setIdle } from './presence';
import { usePolling, watchRefresh } from './use-polling';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  setIdle(false);
  vi.useRealTimers();
});

function Poller({ refresh, every }: { refresh: () => void; every?: number }) {
  usePolling(refresh, every);
  return null;
}

describe('usePolling', () => {
  it('runs once for all the components that share a refresh, then every period until the last leaves', () => {
    const refresh = vi.fn();
    const view = render(
      <>
        <Poller refresh={refresh} every={1000} />
        <Poller refresh={refresh} every={1000} />
      </>,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(refresh).toHaveBeenCalledTimes(4);
    view.rerender(<Poller refresh={refresh} every={1000} />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(5);
    view.unmount();
    act(() => void vi.advanceTimersByTime(5000));
    expect(refresh).toHaveBeenCalledTimes(5);
  });

  it('rests while the user is idle and runs at once on return', () => {
    const refresh = vi.fn();
    render(<Poller refresh={refresh} every={1000} />);
    act(() => setIdle(true));
    act(() => void vi.advanceTimersByTime(5000));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => setIdle(false));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('without a period, runs only on mount', () => {
    const refresh = vi.fn();
    render(<Poller refresh={refresh} />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('aborts the signal when the last user lets go, and a second let-go of one user does nothing', () => {
    const signals: AbortSignal[] = [];
    const refresh = (signal: AbortSignal) => void signals.push(signal);
    const first = watchRefresh(refresh);
    const second = watchRefresh(refresh);
    first();
    first();
    expect(signals[0]!.aborted).toBe(false);
    second();
    expect(signals[0]!.aborted).toBe(true);
  });
});
