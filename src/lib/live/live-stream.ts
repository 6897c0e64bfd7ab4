/**
 * One live stream from the browser: opens the socket, sends its
 * subscriptions on every (re)connect, reconnects with a doubling delay, polls
 * the REST call instead after FAILS_BEFORE_POLLING failures in a row (a proxy
 * or network that blocks websockets), and closes while the user is away — the
 * page hidden or the user idle (lib/presence.ts) — and reopens when they are
 * back (a background tab or an idle user costs the server nothing). `onStatus` says whether the data
 * is live; the caller shows "live" or "as of <time>".
 */
import { FAILS_BEFORE_POLLING, RECONNECT_BACKOFF_MS, type ClientMessage, type ServerMessage } from '../../config/live-streams';
import { browserPresence, type Presence } from '../presence';

export type LiveMode = 'connecting' | 'live' | 'polling' | 'paused';

export interface SocketLike {
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(text: string): void;
  close(): void;
}

/** Away (hidden or idle) or not; the default is lib/presence.ts. */
export type Visibility = Presence;

export interface LiveStreamOptions {
  url: string;
  subscribe: ClientMessage[];
  onMessage(msg: ServerMessage): void;
  onStatus(mode: LiveMode): void;
  /** Loads the same data over REST; called every `pollMs` while polling. */
  poll?: () => Promise<void>;
  pollMs: number;
  createSocket?: (url: string) => SocketLike;
  visibility?: Visibility;
}

export function reconnectDelay(failures: number): number {
  return Math.min(RECONNECT_BACKOFF_MS.maxMs, RECONNECT_BACKOFF_MS.firstMs * 2 ** Math.max(0, failures - 1));
}

export function openLiveStream(options: LiveStreamOptions): { close(): void } {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const visibility = options.visibility ?? browserPresence;
  let socket: SocketLike | undefined;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const startPolling = () => {
    if (pollTimer || !options.poll) return;
    options.onStatus('polling');
    void options.poll().catch(() => undefined);
    pollTimer = setInterval(() => void options.poll!().catch(() => undefined), options.pollMs);
  };

  const connect = () => {
    clearTimeout(retry);
    if (closed || visibility.hidden()) return;
    if (!pollTimer) options.onStatus('connecting');
    const s = createSocket(options.url);
    socket = s;
    let opened = false;
    s.onopen = () => {
      opened = true;
      failures = 0;
      stopPolling();
      for (const msg of options.subscribe) s.send(JSON.stringify(msg));
      options.onStatus('live');
    };
    s.onmessage = (event) => {
      try {
        options.onMessage(JSON.parse(String(event.data)) as ServerMessage);
      } catch {
        // A message we cannot read is skipped; the next one replaces what it would have said.
      }
    };
    s.onerror = () => undefined;
    s.onclose = () => {
      if (socket !== s || closed) return;
      socket = undefined;
      if (visibility.hidden()) return;
      if (!opened) failures++;
      else failures = 1;
      if (failures >= FAILS_BEFORE_POLLING) startPolling();
      else options.onStatus('connecting');
      retry = setTimeout(connect, reconnectDelay(failures));
    };
  };

  const drop = () => {
    const s = socket;
    socket = undefined;
    s?.close();
  };

  const stopVisibility = visibility.onChange(() => {
    if (visibility.hidden()) {
      clearTimeout(retry);
      stopPolling();
      drop();
      options.onStatus('paused');
    } else if (!socket) {
      failures = 0;
      connect();
    }
  });

  if (visibility.hidden()) options.onStatus('paused');
  else connect();

  return {
    close() {
      closed = true;
      clearTimeout(retry);
      stopPolling();
      stopVisibility();
      drop();
    },
  };
}
