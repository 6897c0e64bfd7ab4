import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../config/api-contract';
import { FAILS_BEFORE_POLLING, RECONNECT_BACKOFF_MS } from '../../config/live-streams';
import { openLiveStream, reconnectDelay, type LiveMode, type SocketLike, type Visibility } from './live-stream';
import { streamUrl } from './stream-url';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  sent: string[] = [];
  closed = false;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
}

let sockets: FakeSocket[];
let modes: LiveMode[];
let hidden: boolean;
let visibilityListener: () => void;
const visibility: Visibility = { hidden: () => hidden, onChange: (l) => ((visibilityListener = l), () => undefined) };

function open(poll = vi.fn(async () => undefined)) {
  const messages: unknown[] = [];
  const stream = openLiveStream({
    url: 'ws://host/x',
    subscribe: [{ m: 'subscribe.trades' }, { m: 'subscribe.candlesticks', r: 1 }],
    onMessage: (m) => messages.push(m),
    onStatus: (m) => modes.push(m),
    poll,
    pollMs: 5000,
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    visibility,
  });
  return { stream, messages, poll };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  modes = [];
  hidden = false;
});
afterEach(() => vi.useRealTimers());

describe('the live stream client', () => {
  it('subscribes on open and hands on parsed messages', () => {
    const { messages } = open();
    sockets[0]!.onopen!();
    expect(sockets[0]!.sent.map((t) => JSON.parse(t))).toEqual([{ m: 'subscribe.trades' }, { m: 'subscribe.candlesticks', r: 1 }]);
    sockets[0]!.onmessage!({ data: '{"m":"t.u","ts":1,"t":[]}' });
    sockets[0]!.onmessage!({ data: 'not json' });
    expect(messages).toEqual([{ m: 't.u', ts: 1, t: [] }]);
    expect(modes.at(-1)).toBe('live');
  });

  it('doubles the reconnect delay up to the maximum', () => {
    expect([1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, RECONNECT_BACKOFF_MS.maxMs]);
  });

  it('reconnects after a drop and subscribes again', () => {
    open();
    sockets[0]!.onopen!();
    sockets[0]!.onclose!();
    expect(modes.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(RECONNECT_BACKOFF_MS.firstMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onopen!();
    expect(sockets[1]!.sent).toHaveLength(2);
  });

  it('polls the REST call when sockets keep failing, and stops once one opens', async () => {
    const { poll } = open();
    for (let i = 0; i < FAILS_BEFORE_POLLING; i++) {
      sockets.at(-1)!.onclose!();
      vi.advanceTimersByTime(reconnectDelay(i + 1));
    }
    expect(modes).toContain('polling');
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
    sockets.at(-1)!.onopen!();
    expect(modes.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('closes while the page is hidden and reconnects when it shows again', () => {
    open();
    sockets[0]!.onopen!();
    hidden = true;
    visibilityListener();
    expect(sockets[0]!.closed).toBe(true);
    expect(modes.at(-1)).toBe('paused');
    sockets[0]!.onclose!();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    hidden = false;
    visibilityListener();
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when closed', () => {
    const { stream } = open();
    stream.close();
    sockets[0]!.onclose!();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('builds the stream URL from the contract entry on the page origin', () => {
    expect(streamUrl(API.exchangeStream, { market: 'BTCUSDT' }, 'https://hashvale.test')).toBe('wss://hashvale.test/exchange/api/v2/ws/BTCUSDT');
    expect(streamUrl(API.hashpowerStream, { algorithm: 'SCRYPT' }, 'http://localhost:8080')).toBe('ws://localhost:8080/main/api/v2/ws/hashpower/SCRYPT');
  });
});
