// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveStreamOptions } from '../../lib/live/live-stream';
import { jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { watchLivePrice } from './live-prices';
import { useLivePrices } from './use-live-prices';
import { exchangeState, lastPrice, resetExchangeState } from './state';

const { serve, seen } = useFakeApi();

function fakeStreams() {
  const opened: Array<{ options: LiveStreamOptions; closed: boolean }> = [];
  const open = (options: LiveStreamOptions) => {
    const stream = { options, closed: false };
    opened.push(stream);
    return { close: () => void (stream.closed = true) };
  };
  return { opened, open };
}

beforeEach(() => resetExchangeState());
afterEach(cleanup);

describe('live prices', () => {
  it('opens one stream per market, subscribed to its statistics, and closes it when the last block stops watching', () => {
    const { opened, open } = fakeStreams();
    const stopHome = watchLivePrice('BTCUSDT', open);
    const stopCard = watchLivePrice('BTCUSDT', open);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.options.url).toMatch(/^ws:\/\/[^/]+\/exchange\/api\/v2\/ws\/BTCUSDT$/);
    expect(opened[0]!.options.subscribe).toEqual([{ m: 'subscribe.statistics' }]);
    stopHome();
    stopHome();
    expect(opened[0]!.closed).toBe(false);
    stopCard();
    expect(opened[0]!.closed).toBe(true);
    watchLivePrice('BTCUSDT', open)();
    expect(opened).toHaveLength(2);
  });

  it('puts each pushed price in the exchange state at once, as of the push, and drops an older push', () => {
    const { opened, open } = fakeStreams();
    const stop = watchLivePrice('BTCUSDT', open);
    const push = opened[0]!.options.onMessage;
    push({ m: 's.u', ts: 2_000, p: 97_001.5, l24: 1, h24: 2, v24: 3, c24: 0.1 });
    expect(lastPrice('BTCUSDT')).toBe(97_001.5);
    expect(exchangeState.prices.asOf).toBe(2_000);
    push({ m: 's.u', ts: 1_000, p: 1, l24: 1, h24: 2, v24: 3, c24: 0.1 });
    expect(lastPrice('BTCUSDT')).toBe(97_001.5);
    push({ m: 't.u', ts: 3_000, t: [{ d: 'BUY', p: 5, q: 1, ts: 3_000 }] });
    expect(lastPrice('BTCUSDT')).toBe(97_001.5);
    stop();
  });

  it('falls back to the REST prices every 5 s when the socket cannot be used', async () => {
    const { opened, open } = fakeStreams();
    const stop = watchLivePrice('BTCUSDT', open);
    expect(opened[0]!.options.pollMs).toBe(5_000);
    serve(() => jsonResponse({ BTCUSDT: 96_500, ETHUSDT: 3_100 }));
    await opened[0]!.options.poll!();
    expect(seen).toHaveLength(1);
    expect(lastPrice('ETHUSDT')).toBe(3_100);
    stop();
  });

  it('keeps the pushes of every market, whatever order their sockets deliver them in', () => {
    const { opened, open } = fakeStreams();
    const stops = ['BTCUSDT', 'ETHBTC'].map((symbol) => watchLivePrice(symbol, open));
    const [btc, eth] = opened.map((s) => s.options.onMessage);
    btc!({ m: 's.u', ts: 2_000, p: 97_000, l24: 1, h24: 2, v24: 3, c24: 0.1 });
    // Sent a millisecond earlier on its own socket, it arrives later: still the newest ETHBTC price.
    eth!({ m: 's.u', ts: 1_999, p: 0.031, l24: 1, h24: 2, v24: 3, c24: 0.1 });
    expect(lastPrice('ETHBTC')).toBe(0.031);
    expect(exchangeState.prices.asOf).toBe(2_000);
    stops.forEach((stop) => stop());
  });

  it('keeps a pushed price over a REST answer that was true before the push', async () => {
    const { opened, open } = fakeStreams();
    const stop = watchLivePrice('BTCUSDT', open);
    opened[0]!.options.onMessage({ m: 's.u', ts: Date.now() + 60_000, p: 97_001.5, l24: 1, h24: 2, v24: 3, c24: 0.1 });
    serve(() => jsonResponse({ BTCUSDT: 96_500, ETHUSDT: 3_100 }));
    await opened[0]!.options.poll!();
    expect(lastPrice('BTCUSDT')).toBe(97_001.5);
    expect(lastPrice('ETHUSDT')).toBe(3_100);
    stop();
  });

  it('streams each market a list shows, once however often it renders, and stops them all when it goes', () => {
    const { opened, open } = fakeStreams();
    const { rerender, unmount } = renderHook(({ symbols }) => useLivePrices(symbols, open), { initialProps: { symbols: ['BTCUSDT', 'ETHBTC'] } });
    expect(opened.map((s) => s.options.url.split('/').pop())).toEqual(['BTCUSDT', 'ETHBTC']);
    rerender({ symbols: ['BTCUSDT', 'ETHBTC'] });
    expect(opened).toHaveLength(2);
    unmount();
    expect(opened.every((s) => s.closed)).toBe(true);
  });
});
