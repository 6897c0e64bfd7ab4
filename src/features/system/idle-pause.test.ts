// Spec section 4: idle after 10 minutes without input. While idle, background
// polling and live sockets rest; input brings them back at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_MS } from '../../config/limits';
import { openLiveStream, type LiveMode, type SocketLike } from '../../lib/live/live-stream';
import { isIdle, presenceInterval } from '../../lib/presence';
import { watchIdle } from './connectivity';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  send() {}
  close() {
    this.closed = true;
    this.onclose?.();
  }
}

const POLL_MS = 60_000;
let target: EventTarget;
let stopWatching: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
  stopWatching = watchIdle(target);
});
afterEach(() => {
  stopWatching();
  vi.useRealTimers();
});

describe('idle pauses background work', () => {
  it('stops a poller after IDLE_AFTER_MS without input and resumes it, at once, on input', () => {
    const poll = vi.fn();
    const stop = presenceInterval(poll, POLL_MS);
    vi.advanceTimersByTime(IDLE_AFTER_MS - 1);
    const whilePresent = poll.mock.calls.length;
    expect(whilePresent).toBe(Math.floor((IDLE_AFTER_MS - 1) / POLL_MS));
    vi.advanceTimersByTime(1);
    expect(isIdle()).toBe(true);

    // An hour idle: not one call.
    const atIdle = poll.mock.calls.length;
    vi.advanceTimersByTime(60 * 60_000);
    expect(poll.mock.calls.length).toBe(atIdle);

    target.dispatchEvent(new Event('pointerdown'));
    expect(isIdle()).toBe(false);
    expect(poll.mock.calls.length).toBe(atIdle + 1);
    vi.advanceTimersByTime(POLL_MS);
    expect(poll.mock.calls.length).toBe(atIdle + 2);
    stop();
  });

  it('keeps polling while input keeps coming', () => {
    const poll = vi.fn();
    const stop = presenceInterval(poll, POLL_MS);
    for (let minute = 1; minute <= 30; minute++) {
      vi.advanceTimersByTime(POLL_MS);
      target.dispatchEvent(new Event('keydown'));
    }
    expect(poll).toHaveBeenCalledTimes(30);
    stop();
  });

  it('closes a live socket when idle and opens a new one on activity', () => {
    const sockets: FakeSocket[] = [];
    const modes: LiveMode[] = [];
    const stream = openLiveStream({
      url: 'ws://host/x',
      subscribe: [],
      onMessage: () => undefined,
      onStatus: (mode) => modes.push(mode),
      pollMs: 5000,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
    sockets[0]!.onopen!();
    expect(modes.at(-1)).toBe('live');

    vi.advanceTimersByTime(IDLE_AFTER_MS);
    expect(sockets[0]!.closed).toBe(true);
    expect(modes.at(-1)).toBe('paused');
    // No reconnection attempts while idle.
    vi.advanceTimersByTime(60 * 60_000);
    expect(sockets).toHaveLength(1);

    target.dispatchEvent(new Event('touchstart'));
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen!();
    expect(modes.at(-1)).toBe('live');
    stream.close();
  });
});
