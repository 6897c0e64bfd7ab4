// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from './api';
import { useRemote, type Load } from './use-remote';

afterEach(cleanup);

/** Calls that answer when the test says. */
function deferredCalls<T>() {
  const pending: Array<{ resolve: (answer: Answer<T>) => void; reject: (error: Error) => void; signal: AbortSignal }> = [];
  const load: Load<T> = (signal) => new Promise((resolve, reject) => pending.push({ resolve, reject, signal }));
  return { load, pending };
}

function Show<T>({ load, every, served }: { load: Load<T> | undefined; every?: number; served?: T }) {
  const { state, reload } = useRemote(load, every, served);
  return (
    <button type="button" onClick={reload} data-testid="out">
      {`${state.status}:${String(state.data ?? '')}${state.status === 'error' ? `:${state.error}` : ''}`}
    </button>
  );
}

const out = () => screen.getByTestId('out').textContent;

describe('useRemote', () => {
  it('renders loading on the server, or what the page was rendered with, and asks nothing there', () => {
    const load = vi.fn<Load<string>>();
    expect(renderToString(<Show load={load} />)).toContain('loading:');
    expect(renderToString(<Show load={load} served="kept" />)).toContain('ready:kept');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads after mount and shows the answer', async () => {
    const { load, pending } = deferredCalls<string>();
    render(<Show load={load} />);
    expect(out()).toBe('loading:');
    await act(async () => pending[0]!.resolve({ data: 'first', asOf: 1 }));
    expect(out()).toBe('ready:first');
  });

  it('shows loading with the previous answer for a new load, and ignores the old one if it answers late', async () => {
    const a = deferredCalls<string>();
    const b = deferredCalls<string>();
    const view = render(<Show load={a.load} />);
    await act(async () => a.pending[0]!.resolve({ data: 'a', asOf: 1 }));
    view.rerender(<Show load={b.load} />);
    expect(out()).toBe('loading:a');
    await act(async () => b.pending[0]!.resolve({ data: 'b', asOf: 2 }));
    expect(out()).toBe('ready:b');
    view.rerender(<Show load={a.load} />);
    const late = a.pending[1]!;
    view.rerender(<Show load={b.load} />);
    expect(late.signal.aborted).toBe(true);
    await act(async () => late.resolve({ data: 'late', asOf: 3 }));
    await act(async () => b.pending[1]!.resolve({ data: 'b2', asOf: 4 }));
    expect(out()).toBe('ready:b2');
  });

  it('shows why a load failed, and loading again on retry', async () => {
    const { load, pending } = deferredCalls<string>();
    render(<Show load={load} />);
    await act(async () => pending[0]!.reject(new Error('The server could not be reached')));
    expect(out()).toBe('error::The server could not be reached');
    act(() => screen.getByTestId('out').click());
    expect(out()).toBe('loading:');
    await act(async () => pending[1]!.resolve({ data: 'back', asOf: 2 }));
    expect(out()).toBe('ready:back');
  });

  it('refreshes every period, keeping the answer on screen meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const { load, pending } = deferredCalls<number>();
      render(<Show load={load} every={1000} />);
      await act(async () => pending[0]!.resolve({ data: 1, asOf: 1 }));
      act(() => void vi.advanceTimersByTime(1000));
      expect(pending).toHaveLength(2);
      expect(out()).toBe('ready:1');
      await act(async () => pending[1]!.resolve({ data: 2, asOf: 2 }));
      expect(out()).toBe('ready:2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is idle and asks nothing without a load', () => {
    render(<Show load={undefined} />);
    expect(out()).toBe('idle:');
  });
});
