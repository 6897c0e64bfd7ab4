// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveStreamOptions } from '../../lib/live/live-stream';
import { jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { watchLivePrice } from './live-prices';
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
});
