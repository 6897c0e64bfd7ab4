import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';

let t: TestApp;
let now = 1_760_000_000_000;
beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('main/api/v2 reference data', () => {
  it('lists the currencies with subunits as ten to the power of their decimals', async () => {
    const res = await get('/main/api/v2/public/currencies');
    expect(res.statusCode).toBe(200);
    const { currencies } = res.json() as { currencies: Array<Record<string, unknown>> };
    const btc = currencies.find((c) => c.symbol === 'BTC')!;
    expect(btc).toEqual({
      symbol: 'BTC',
      name: 'Bitcoin',
      subunits: 100000000,
      wallets: ['BITGO', 'LIGHTNING'],
      order: 0,
      delisted: false,
      base: 'BTC',
      transactionInfoUrl: 'https://mempool.space/tx/{id}',
      addressInfoUrl: 'https://mempool.space/address/{id}',
      blockInfoUrl: 'https://mempool.space/block/{id}',
    });
    expect(currencies.find((c) => c.symbol === 'ETH')?.subunits).toBe(1e18);
    expect(currencies.find((c) => c.symbol === 'EUR')?.subunits).toBe(100);
    for (const symbol of ['LTC', 'BCH', 'DOGE', 'ZEC', 'RVN', 'USDT', 'KAS']) expect(currencies.map((c) => c.symbol)).toContain(symbol);
  });

  it('lists at least 25 mining algorithms with the real codes and factors', async () => {
    const res = await get('/main/api/v2/mining/algorithms');
    const { miningAlgorithms } = res.json() as { miningAlgorithms: Array<Record<string, unknown>> };
    expect(miningAlgorithms.length).toBeGreaterThanOrEqual(25);
    const byName = Object.fromEntries(miningAlgorithms.map((a) => [a.algorithm, a]));
    expect(byName.SCRYPT).toMatchObject({
      order: 0,
      title: 'Scrypt',
      displayMiningFactor: 'MH',
      miningFactor: '1000000',
      displayMarketFactor: 'TH',
      marketFactor: '1000000000000',
      enabledMarkets: 'EU, USA',
    });
    expect(byName.SHA256).toMatchObject({ order: 1, displayMiningFactor: 'TH', displayMarketFactor: 'PH', priceFactor: '1000000000000000' });
    expect([byName.KAWPOW?.order, byName.RANDOMXMONERO?.order, byName.ETCHASH?.order, byName.KHEAVYHASH?.order]).toEqual([51, 46, 59, 61]);
    for (const a of miningAlgorithms) {
      expect(Object.keys(a).sort()).toEqual([
        'algorithm',
        'color',
        'displayMarketFactor',
        'displayMiningFactor',
        'displayPriceFactor',
        'enabled',
        'enabledMarkets',
        'marketFactor',
        'maxSpeedLimit',
        'minSpeedLimit',
        'minimalOrderAmount',
        'miningFactor',
        'order',
        'ordersEnabled',
        'priceDownStep',
        'priceFactor',
        'title',
      ]);
      expect(Number(a.priceDownStep)).toBeLessThan(0);
      expect(a.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('lists the mining locations', async () => {
    expect((await get('/main/api/v2/mining/markets')).json()).toEqual(['EU', 'USA']);
  });

  it('serves the service fee structure in the documented shape', async () => {
    const fees = (await get('/main/api/v2/public/service/fee/info')).json();
    expect(fees.withdrawal.BITGO.rules.BTC.coin).toBe('BTC');
    expect(fees.withdrawal.BITGO.rules.BTC.intervals.at(-1).end).toBeNull();
    expect(fees.closing_withdrawal.BITGO.rules.BTC.intervals[0].start).toBe(0.001);
    expect(fees.deposit.LIGHTNING.rules.BTC.intervals[0].element).toEqual({ value: 0, type: 'PERCENTAGE', sndValue: null, sndType: null });
    for (const key of ['exchangeTaker', 'exchangeMaker', 'buyingNonRefundableFee', 'buyingSpentFee', 'sellFee']) {
      expect(fees[key].coin).toBeNull();
      expect(fees[key].intervals[0].start).toBe(0);
    }
    expect(fees.adminServiceFee.fees[0]).toEqual(expect.objectContaining({ task: expect.any(String), minPriceUSD: expect.any(Number) }));
  });

  it('serves minimum confirmations per currency', async () => {
    const body = (await get('/main/api/v2/public/wallet/minConfirmations')).json();
    expect(body.minConfirmations).toContainEqual({ currency: 'BTC', confirmations: 2 });
  });

  it('lists crypto to fiat rates consistent with the exchange', async () => {
    const { list } = (await get('/main/api/v2/exchangeRate/list')).json() as {
      list: Array<{ fromCurrency: string; toCurrency: string; exchangeRate: string }>;
    };
    const rate = (f: string, to: string) => Number(list.find((r) => r.fromCurrency === f && r.toCurrency === to)?.exchangeRate);
    const prices = (await get('/exchange/api/v2/info/prices')).json() as Record<string, number>;
    expect(rate('BTC', 'USD')).toBe(prices.BTCUSDT);
    expect(rate('BTC', 'EUR')).toBe(prices.BTCEUR);
    expect(rate('ETH', 'USD')).toBe(prices.ETHUSDT);
    expect(rate('BTC', 'GBP')).toBeCloseTo(prices.BTCUSDT! * 0.79, 2);
    expect(list.some((r) => r.fromCurrency === 'EUR' || r.toCurrency === 'BTC')).toBe(false);
    expect(list.slice(0, 5).map((r) => r.toCurrency)).toEqual(['EUR', 'USD', 'CNY', 'GBP', 'RUB']);
  });

  it('serves the calculator rates of one fiat currency', async () => {
    const res = await get('/main/api/v2/exchangeRate/profcalcRates/eur');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { currency: string; list: Array<{ toCurrency: string }> };
    expect(body.currency).toBe('EUR');
    expect(body.list.length).toBeGreaterThan(10);
    expect(body.list.every((r) => r.toCurrency === 'EUR')).toBe(true);
  });

  it('answers 404 for an unknown calculator currency and 400 for a malformed one', async () => {
    const unknown = await get('/main/api/v2/exchangeRate/profcalcRates/XYZ');
    expect(unknown.statusCode).toBe(404);
    expectErrorBody(unknown.json(), 404);
    const malformed = await get('/main/api/v2/exchangeRate/profcalcRates/not-a-code');
    expect(malformed.statusCode).toBe(400);
    expectErrorBody(malformed.json(), 61);
  });

  it('lists at least 30 devices with speeds as a JSON string and profitability by the documented formula', async () => {
    const { devices } = (await get('/main/api/v2/public/profcalc/devices')).json() as { devices: Array<Record<string, unknown>> };
    expect(devices.length).toBeGreaterThanOrEqual(30);
    for (const category of ['GPU', 'CPU', 'ASIC']) expect(devices.some((d) => d.category === category)).toBe(true);
    const s21 = devices.find((d) => d.niceName === 'antminer-s21')!;
    expect(typeof s21.speeds).toBe('string');
    expect(JSON.parse(s21.speeds as string)).toEqual({ SHA256: 200, SHA256ASICBOOST: 200 });
    expect(s21.power).toBe(3500);
    // BTC/day = speed (TH) x miningFactor (1e12) / marketFactor (1e15) x paying (BTC per PH per day).
    const stats = (await get('/main/api/v2/public/simplemultialgo/info')).json() as { miningAlgorithms: Array<{ algorithm: string; paying: string }> };
    const paying = (name: string) => Number(stats.miningAlgorithms.find((a) => a.algorithm === name)!.paying);
    const expected = (Math.max(paying('SHA256'), paying('SHA256ASICBOOST')) * 200 * 1e12) / 1e15;
    expect(s21.paying as number).toBeCloseTo(expected, 9);
  });

  it('accepts trailing slashes', async () => {
    for (const url of ['/main/api/v2/public/currencies/', '/main/api/v2/mining/algorithms/', '/main/api/v2/exchangeRate/profcalcRates/USD/']) {
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});

describe('caching of reference data', () => {
  it('sends Cache-Control and an ETag, and 304 on If-None-Match', async () => {
    const first = await get('/main/api/v2/exchangeRate/list');
    expect(first.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.standard}`);
    const etag = String(first.headers.etag);
    const again = await get('/main/api/v2/exchangeRate/list', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('serves the same rates within the TTL and fresh ones after it', async () => {
    const url = '/main/api/v2/exchangeRate/profcalcRates/USD';
    const first = (await get(url)).body;
    now += (CACHE_TTL_SECONDS.standard - 1) * 1000;
    expect((await get(url)).body).toBe(first);
    now += 2000;
    expect((await get(url)).body).not.toBe(first);
  });
});
