import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { connect } from '../../test/ws-client.js';

let t: TestApp;
let base = '';
let now = 1_760_000_012_345;

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace(/^http/, 'ws');
});
afterAll(async () => t.close());

const kind = (m: string) => (msg: Record<string, unknown>) => msg.m === m;

describe('the exchange stream', () => {
  it('pushes t.u with the trades of BTCUSDT as they happen', async () => {
    const ws = await connect(`${base}/exchange/api/v2/ws/BTCUSDT`);
    ws.send({ m: 'subscribe.trades' });
    await new Promise((r) => setTimeout(r, 50));
    // A minute passes: the next tick sends that minute's trades.
    now += 60_000;
    const msg = await ws.next(kind('t.u'));
    const trades = msg.t as Array<{ d: string; p: number; q: number; ts: number }>;
    expect(trades.length).toBeGreaterThanOrEqual(2);
    for (const trade of trades) {
      expect(['BUY', 'SELL']).toContain(trade.d);
      expect(trade.p).toBeGreaterThan(50_000);
      expect(trade.q).toBeGreaterThan(0);
      expect(trade.ts).toBeLessThanOrEqual(now * 1000);
      expect(trade.ts).toBeGreaterThan((now - 60_000) * 1000);
    }
    const rest = (await t.app.inject(`/exchange/api/v2/info/trades?market=BTCUSDT&limit=1`)).json() as Array<{ price: number; time: number }>;
    expect(trades.at(-1)!.p).toBe(rest[0]!.price);
    ws.close();
  });

  it('sends the whole book as ob.s, then changed levels as ob.u', async () => {
    const ws = await connect(`${base}/exchange/api/v2/ws/ETHBTC`);
    ws.send({ m: 'subscribe.orderbook' });
    const snap = await ws.next(kind('ob.s'));
    const bids = snap.b as Array<[number, number]>;
    const asks = snap.s as Array<[number, number]>;
    expect(bids.length).toBeGreaterThan(5);
    expect(asks.length).toBeGreaterThan(5);
    expect(bids[0]![0]).toBeLessThan(asks[0]![0]);
    expect(bids.map((l) => l[0])).toEqual([...bids.map((l) => l[0])].sort((a, b) => b - a));
    now += 30_000;
    const update = await ws.next(kind('ob.u'));
    expect((update.b as unknown[]).length + (update.s as unknown[]).length).toBeGreaterThan(0);
    ws.close();
  });

  it('sends the current candle for the resolution asked, and statistics', async () => {
    const ws = await connect(`${base}/exchange/api/v2/ws/BTCUSDT`);
    ws.send({ m: 'subscribe.candlesticks', r: 60 });
    ws.send({ m: 'subscribe.statistics' });
    const candle = await ws.next(kind('c.u'));
    expect(candle.r).toBe(60);
    const c = candle.c as { t: number; o: number; c: number; l: number; h: number; v: number };
    expect(c.t % 3600).toBe(0);
    expect(c.l).toBeLessThanOrEqual(Math.min(c.o, c.c));
    expect(c.h).toBeGreaterThanOrEqual(Math.max(c.o, c.c));
    const stats = await ws.next(kind('s.u'));
    expect(stats.h24).toBeGreaterThanOrEqual(stats.l24 as number);
    ws.close();
  });

  it('answers a message it does not understand with an error, and keeps the socket open', async () => {
    const ws = await connect(`${base}/exchange/api/v2/ws/BTCUSDT`);
    ws.send({ m: 'subscribe.everything' });
    const error = await ws.next(kind('error'));
    expect(error.code).toBe(60);
    ws.send({ m: 'subscribe.candlesticks', r: 7 });
    await ws.next((m) => m.m === 'error' && String(m.message).includes('r must be'));
    ws.send({ m: 'subscribe.statistics' });
    await ws.next(kind('s.u'));
    ws.close();
  });

  it('refuses an unknown market before the upgrade', async () => {
    await expect(connect(`${base}/exchange/api/v2/ws/NOPENOPE`)).rejects.toThrow('upgrade refused: 400');
  });
});

describe('a plain request to a stream', () => {
  it.each(['/exchange/api/v2/ws/BTCUSDT', '/main/api/v2/ws/hashpower/SCRYPT'])('is answered 426 with the error body at %s', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, method).toBe(426);
      if (method === 'GET') expectErrorBody(res.json(), 426);
    }
  });
});

describe('the hash-power stream', () => {
  it('pushes the book of each location in the REST shape', async () => {
    const ws = await connect(`${base}/main/api/v2/ws/hashpower/SCRYPT`);
    ws.send({ m: 'subscribe.orderbook' });
    const msg = await ws.next(kind('hp.s'));
    const stats = msg.stats as Record<string, { totalSpeed: string; orders: Array<{ price: string }> }>;
    expect(Object.keys(stats).sort()).toEqual(['EU', 'USA']);
    expect(Number(stats.EU!.totalSpeed)).toBeGreaterThan(0);
    const rest = (await t.app.inject('/main/api/v2/hashpower/orderBook?algorithm=SCRYPT')).json() as { stats: Record<string, unknown> };
    expect(Object.keys(rest.stats).sort()).toEqual(['EU', 'USA']);
    now += 60_000;
    const later = await ws.next((m) => m.m === 'hp.s' && m !== msg);
    expect(later.ts).toBe(now);
    ws.close();
  });

  it('refuses an unknown algorithm', async () => {
    await expect(connect(`${base}/main/api/v2/ws/hashpower/NOPE`)).rejects.toThrow('upgrade refused: 400');
  });
});
