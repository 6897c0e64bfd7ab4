import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { API } from '../../../src/config/api-contract.js';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';
import { CANDLE_REQUEST_LIMITS } from '../server-limits.js';

let t: TestApp;
let now = 1_760_000_012_345;
beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject(url);
const nowS = () => Math.floor(now / 1000);
type Candle = { time: number; open: number; close: number; low: number; high: number; volume: number; quote_volume: number; count: number };
type Trade = { id: string; dir: string; price: number; qty: number; sndQty: number; time: number };

describe('exchange info', () => {
  it('lists the markets with precisions and limits, cached', async () => {
    const res = await get('/exchange/api/v2/info/status');
    expect(res.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.standard}`);
    const { symbols } = res.json() as { symbols: Array<Record<string, unknown>> };
    for (const symbol of ['BTCUSDT', 'ETHBTC', 'LTCBTC', 'BTCEUR', 'ETHUSDT', 'DOGEBTC']) expect(symbols.map((s) => s.symbol)).toContain(symbol);
    expect(symbols[0]).toEqual({
      symbol: 'BTCUSDT',
      status: 'TRADING',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      baseAssetPrecision: 8,
      quoteAssetPrecision: 2,
      priceStep: '0.01',
      priMinAmount: '0.0001',
      priMaxAmount: '100',
      secMinAmount: '5',
      secMaxAmount: '5000000',
      minPrice: '1',
      maxPrice: '10000000',
    });
  });

  it('prices every market, and cross rates agree with their legs', async () => {
    const prices = (await get('/exchange/api/v2/info/prices')).json() as Record<string, number>;
    expect(Object.keys(prices).length).toBeGreaterThanOrEqual(6);
    expect(prices.BTCUSDT).toBeGreaterThan(50_000);
    expect(prices.ETHUSDT! / (prices.ETHBTC! * prices.BTCUSDT!)).toBeCloseTo(1, 2);
    expect(prices.BTCEUR! / (prices.BTCUSDT! * 0.92)).toBeCloseTo(1, 2);
  });

  it('moves prices between calls a few seconds apart', async () => {
    const first = (await get('/exchange/api/v2/info/prices')).body;
    now += 20_000;
    expect((await get('/exchange/api/v2/info/prices')).body).not.toBe(first);
  });

  it('keeps last prices for the contract TTL, then prices again', async () => {
    const ttlMs = API.exchangePrices.cacheTtlSeconds! * 1000;
    const first = await get('/exchange/api/v2/info/prices');
    expect(first.headers['cache-control']).toBe(`public, max-age=${API.exchangePrices.cacheTtlSeconds}`);
    now += ttlMs - 1000;
    expect((await get('/exchange/api/v2/info/prices')).body).toBe(first.body);
    now += 20_000;
    expect((await get('/exchange/api/v2/info/prices')).body).not.toBe(first.body);
  });

  it('gives 24 h statistics with hourly closes', async () => {
    const stats = (await get('/exchange/api/v2/info/marketStats')).json() as Record<
      string,
      { l24: number; h24: number; v24: number; c24: number; csjs: Array<{ d: number; v: number }> }
    >;
    const btc = stats.BTCUSDT!;
    const price = ((await get('/exchange/api/v2/info/prices')).json() as Record<string, number>).BTCUSDT!;
    expect(btc.l24).toBeLessThanOrEqual(price);
    expect(btc.h24).toBeGreaterThanOrEqual(price);
    expect(btc.v24).toBeGreaterThan(0);
    expect(btc.csjs).toHaveLength(24);
    expect(btc.csjs.at(-1)).toEqual({ d: Math.floor(nowS() / 3600) * 3600, v: price });
  });
});

describe('candles and trades', () => {
  it('agree: last candle close == last trade price == listed price', async () => {
    for (const resolution of [1, 60, 1440]) {
      const candles = (
        await get(`/exchange/api/v2/candlesticks?market=ETHBTC&resolution=${resolution}&from=${nowS() - resolution * 60 * 20}&to=${nowS()}`)
      ).json() as Candle[];
      const trades = (await get('/exchange/api/v2/info/trades?market=ETHBTC&limit=5')).json() as Trade[];
      const prices = (await get('/exchange/api/v2/info/prices')).json() as Record<string, number>;
      expect(candles.at(-1)!.close).toBe(trades[0]!.price);
      expect(trades[0]!.price).toBe(prices.ETHBTC);
    }
  });

  it('builds a minute candle from the trades inside it', async () => {
    const trades = (await get('/exchange/api/v2/info/trades?market=BTCUSDT&limit=1000')).json() as Trade[];
    const minute = Math.floor(trades[0]!.time / 60e6) - 1;
    const inside = trades.filter((tr) => Math.floor(tr.time / 60e6) === minute).reverse();
    const [candle] = (await get(`/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1&from=${minute * 60}&to=${minute * 60 + 60}`)).json() as Candle[];
    expect(candle).toMatchObject({
      time: minute * 60,
      open: inside[0]!.price,
      close: inside.at(-1)!.price,
      count: inside.length,
      high: Math.max(...inside.map((x) => x.price)),
      low: Math.min(...inside.map((x) => x.price)),
    });
    expect(candle!.volume).toBeCloseTo(
      inside.reduce((s, x) => s + x.qty, 0),
      8,
    );
  });

  it('reads from and to as seconds or milliseconds alike', async () => {
    const s = await get(`/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=60&from=${nowS() - 7200}&to=${nowS()}`);
    const ms = await get(`/exchange/api/v2/candlesticks?market=btcusdt&resolution=60&from=${(nowS() - 7200) * 1000}&to=${nowS() * 1000}`);
    expect(ms.body).toBe(s.body);
    expect((s.json() as Candle[]).length).toBe(3);
  });

  it('lists trades newest first with microsecond times', async () => {
    const trades = (await get('/exchange/api/v2/info/trades/?market=LTCBTC')).json() as Trade[];
    expect(trades).toHaveLength(100);
    expect(trades[0]!.time).toBeLessThanOrEqual(now * 1000);
    expect(trades[0]!.time).toBeGreaterThan((now - 120_000) * 1000);
    expect(trades.map((x) => x.time)).toEqual([...trades.map((x) => x.time)].sort((a, b) => b - a));
    expect(new Set(trades.map((x) => x.id)).size).toBe(100);
    for (const trade of trades) {
      expect(['BUY', 'SELL']).toContain(trade.dir);
      expect(trade.sndQty).toBeCloseTo(trade.qty * trade.price, 8);
    }
  });

  it('rejects bad candle and trade parameters with 400', async () => {
    const from = nowS() - 3600;
    for (const url of [
      `/exchange/api/v2/candlesticks?resolution=1&from=${from}&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=NOPE&resolution=1&from=${from}&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=5&from=${from}&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1&from=${nowS()}&to=${from}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1&from=abc&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1&from=${nowS() - (CANDLE_REQUEST_LIMITS.maxCandles + 1) * 60}&to=${nowS()}`,
      `/exchange/api/v2/candlesticks?market=BTCUSDT&resolution=1440&from=${nowS() - 401 * 86400}&to=${nowS()}`,
      '/exchange/api/v2/info/trades',
      '/exchange/api/v2/info/trades?market=NOPE',
      '/exchange/api/v2/info/trades?market=BTCUSDT&limit=0',
      '/exchange/api/v2/info/trades?market=BTCUSDT&limit=1001',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });

  it('answers the candles of the documented alias path too', async () => {
    const res = await get(`/exchange/api/v2/info/candlesticks/?market=BTCUSDT&resolution=1&from=${nowS() - 600}&to=${nowS()}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Candle[]).length).toBeGreaterThanOrEqual(10);
  });
});
