import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { CANDLE_BUILDS, MARKET_HISTORY_START_MS } from '../market/market-limits.js';

const DAY_S = 86_400;
const HISTORY_S = MARKET_HISTORY_START_MS / 1000;
let t: TestApp;
/** Each call names a range no one asked for before: 400 daily candles from a day of its own. */
let fresh = 0;
const newLongRange = (market = 'BTCUSDT') => {
  const from = HISTORY_S + 7 * DAY_S * fresh++;
  return `/exchange/api/v2/candlesticks?market=${market}&resolution=1440&from=${from}&to=${from + 400 * DAY_S}`;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('long candle ranges', () => {
  it('are built off the event loop: api/v2/time answers at once while one builds', async () => {
    // The worker starts with the first long range: not what is measured here.
    expect((await t.app.inject(newLongRange('ETHBTC'))).statusCode).toBe(200);
    const building = t.app.inject(newLongRange('ETHUSDT'));
    let finished = false;
    void building.then(() => (finished = true));
    // Let the candle request reach its handler first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = performance.now();
    const time = await t.app.inject('/api/v2/time');
    const waited = performance.now() - started;
    expect(time.statusCode).toBe(200);
    expect(finished).toBe(false);
    // Built where asked, the range held this answer back for its whole build (about 2.6 s).
    expect(waited).toBeLessThan(250);
    const answer = await building;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(400);
  }, 60_000);

  it('match the candles built in the main thread, candle for candle', async () => {
    const url = newLongRange('LTCUSDT');
    const q = new URL(url, 'http://x').searchParams;
    const answer = (await t.app.inject(url)).json() as Array<Record<string, number>>;
    const here = t.app.market.candles('LTCUSDT', Number(q.get('from')) * 1000, Number(q.get('to')) * 1000, 1440, t.app.now());
    expect(answer).toEqual(here.map(({ quoteVolume, ...c }) => ({ ...c, quote_volume: quoteVolume })));
  }, 60_000);

  it(`are built ${1 + CANDLE_BUILDS.maxWaiting} at a time at most: one more is refused with 503, Retry-After and the error body`, async () => {
    const accepted = Array.from({ length: 1 + CANDLE_BUILDS.maxWaiting }, () => t.app.inject(newLongRange()));
    // The requests reach the handler in no set order: wait until all of them have.
    while (t.app.candles.pending() < accepted.length) await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await t.app.inject(newLongRange());
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(CANDLE_BUILDS.retryAfterSeconds));
    expectErrorBody(refused.json(), 3001);
    // A short range (the chart's day) is built where it is asked, busy or not.
    const now = Math.floor(t.app.now() / 1000);
    const day = await t.app.inject(`/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=60&from=${now - DAY_S}&to=${now}`);
    expect(day.statusCode).toBe(200);
    for (const answer of await Promise.all(accepted)) expect(answer.statusCode).toBe(200);
  }, 120_000);
});
