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
const ADDRESS = '3Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8fC';
type Algo = { a: number; p: number; s: number; r: number; o: number };

describe('global mining stats', () => {
  it('lists code, paying, speed, rigs and orders of every enabled algorithm', async () => {
    const res = await get('/main/api/v2/public/stats/global/current');
    expect(res.statusCode).toBe(200);
    const { algos } = res.json() as { algos: Algo[] };
    expect(algos.length).toBeGreaterThanOrEqual(25);
    const sha = algos.find((a) => a.a === 1)!;
    expect(Object.keys(sha).sort()).toEqual(['a', 'o', 'p', 'r', 's']);
    // SHA256 pays around 0.00052 BTC per PH per day on about 640 PH.
    expect(sha.p).toBeGreaterThan(0.0002);
    expect(sha.p).toBeLessThan(0.0015);
    expect(sha.s).toBeGreaterThan(250);
    expect(Number.isInteger(sha.r) && sha.r > 0 && sha.o > 0).toBe(true);
  });

  it('is cached for 60 seconds, then moves', async () => {
    const url = '/main/api/v2/public/stats/global/current';
    const first = await get(url);
    expect(first.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.globalStats}`);
    expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    now += 30_000;
    expect((await get(url)).body).toBe(first.body);
    now += 31_000;
    expect((await get(url)).body).not.toBe(first.body);
  });

  it('averages 24 hourly samples for the 24 h stats', async () => {
    const res = await get('/main/api/v2/public/stats/global/24h/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.globalStats}`);
    const day = (res.json() as { algos: Algo[] }).algos;
    const current = ((await get('/main/api/v2/public/stats/global/current')).json() as { algos: Algo[] }).algos;
    expect(day.map((a) => a.a)).toEqual(current.map((a) => a.a));
    expect(day.some((a, i) => a.p !== current[i]!.p)).toBe(true);
  });
});

describe('algorithm history', () => {
  const url = '/main/api/v2/public/algo/history?algorithm=';

  it('gives 24 h of [time, speed, price] at 15-minute steps, oldest first, ending at the current step', async () => {
    const res = await get(`${url}scrypt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.globalStats}`);
    const rows = res.json() as Array<[number, number, number]>;
    expect(rows).toHaveLength(97);
    const step = 15 * 60;
    expect(rows.at(-1)![0]).toBe(Math.floor(now / 1000 / step) * step);
    expect(rows.at(-1)![0] - rows[0]![0]).toBe(24 * 3600);
    for (let i = 1; i < rows.length; i++) expect(rows[i]![0] - rows[i - 1]![0]).toBe(step);
    expect(rows.every(([, speed, price]) => speed > 0 && price > 0)).toBe(true);
    expect(new Set(rows.map((r) => r[2])).size).toBeGreaterThan(10);
  });

  it('agrees with the current stats at the step it ends on', async () => {
    const step = 15 * 60_000;
    const saved = now;
    now = Math.floor(now / step) * step + step;
    const rows = (await get(`${url}SHA256`)).json() as Array<[number, number, number]>;
    const current = ((await get('/main/api/v2/public/stats/global/current')).json() as { algos: Algo[] }).algos.find((a) => a.a === 1)!;
    expect(rows.at(-1)!.slice(1)).toEqual([current.s, current.p]);
    now = saved;
  });

  it('answers 400 in the error body for an unknown or missing algorithm', async () => {
    for (const res of [await get(`${url}NOPE`), await get('/main/api/v2/public/algo/history')]) {
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });
});

describe('simplemultialgo info', () => {
  it('changes between calls a few seconds apart', async () => {
    const first = (await get('/main/api/v2/public/simplemultialgo/info')).json() as { miningAlgorithms: Array<Record<string, string>> };
    expect(first.miningAlgorithms[0]).toEqual({
      algorithm: 'SCRYPT',
      title: 'Scrypt',
      speed: expect.stringMatching(/^\d+(\.\d+)?$/),
      paying: expect.stringMatching(/^0\.\d+$/),
    });
    now += 5000;
    const second = (await get('/main/api/v2/public/simplemultialgo/info')).json() as typeof first;
    expect(second).not.toEqual(first);
  });
});

describe('hash-power order book', () => {
  it('lists orders per mining location with pagination', async () => {
    const res = await get('/main/api/v2/hashpower/orderBook?algorithm=SHA256&page=0&size=5');
    expect(res.statusCode).toBe(200);
    const { stats } = res.json() as {
      stats: Record<
        string,
        {
          orders: Array<Record<string, unknown>>;
          pagination: Record<string, number>;
          totalSpeed: string;
          marketFactor: string;
          displayMarketFactor: string;
          updatedTs: string;
        }
      >;
    };
    expect(Object.keys(stats)).toEqual(['EU', 'USA']);
    const eu = stats.EU!;
    expect(eu.marketFactor).toBe('1000000000000000');
    expect(eu.displayMarketFactor).toBe('PH');
    expect(eu.updatedTs).toBe(new Date(now).toISOString());
    expect(eu.orders.length).toBeLessThanOrEqual(5);
    expect(eu.pagination).toEqual({ size: 5, page: 0, totalPageCount: expect.any(Number) });
    expect(Object.keys(eu.orders[0]!).sort()).toEqual([
      'acceptedSpeed',
      'alive',
      'availableAmount',
      'id',
      'limit',
      'payingSpeed',
      'poolName',
      'price',
      'rigsCount',
      'type',
    ]);
    const prices = eu.orders.map((o) => Number(o.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers the same book for the same time', async () => {
    const url = '/main/api/v2/hashpower/orderBook?algorithm=KAWPOW';
    expect((await get(url)).body).toBe((await get(url)).body);
  });

  it('rejects a missing or unknown algorithm and bad paging with 400', async () => {
    for (const url of [
      '/main/api/v2/hashpower/orderBook',
      '/main/api/v2/hashpower/orderBook?algorithm=NOPE',
      '/main/api/v2/hashpower/orderBook?algorithm=SHA256&page=-1',
      '/main/api/v2/hashpower/orderBook?algorithm=SHA256&size=0',
      '/main/api/v2/hashpower/orderBook?algorithm=SHA256&size=1001',
      '/main/api/v2/hashpower/orderBook?algorithm=SHA256&size=abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });
});

describe('external miner rigs', () => {
  it('lists sample rigs derived from the address', async () => {
    const res = await get(`/main/api/v2/mining/external/${ADDRESS}/rigs2`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      btcAddress: string;
      totalRigs: number;
      minerStatuses: Record<string, number>;
      pagination: unknown;
      nextPayoutTimestamp: string;
      unpaidAmount: string;
      miningRigs: Array<{
        minerStatus: string;
        devices: Array<{ name: string; deviceType: { enumName: string }; speeds: Array<{ algorithm: string; speed: number }> }>;
        stats: Array<{ algorithm: { enumName: string }; market: string; speedAccepted: number; speedRejectedTotal: number }>;
      }>;
    };
    expect(body.btcAddress).toBe(ADDRESS);
    expect(body.totalRigs).toBe(body.miningRigs.length);
    expect(body.totalRigs).toBeGreaterThan(0);
    expect(Object.values(body.minerStatuses).reduce((a, b) => a + b, 0)).toBe(body.totalRigs);
    expect(body.pagination).toEqual({ size: 25, page: 0, totalPageCount: 1 });
    expect(Date.parse(body.nextPayoutTimestamp)).toBeGreaterThan(now);
    expect(body.unpaidAmount).toMatch(/^\d+\.\d{8}$/);
    for (const rig of body.miningRigs) {
      expect(Object.keys(rig).sort()).toEqual(['devices', 'minerStatus', 'name', 'rigId', 'stats', 'statusTime', 'unpaidAmount']);
      expect(rig.devices.length).toBeGreaterThan(0);
      expect(new Set(rig.devices.map((d) => d.name)).size).toBe(1);
      for (const device of rig.devices) expect(['GPU', 'CPU', 'ASIC']).toContain(device.deviceType.enumName);
      for (const stat of rig.stats) {
        expect(stat.algorithm).toEqual({ enumName: expect.any(String), description: expect.any(String) });
        expect(['EU', 'USA']).toContain(stat.market);
        // What the devices report is what the pool accepted, what it rejected, and what was lost on the way.
        const reported = rig.devices.reduce((sum, d) => sum + d.speeds.find((s) => s.algorithm === stat.algorithm.enumName)!.speed, 0);
        expect(reported).toBeGreaterThanOrEqual((stat.speedAccepted + stat.speedRejectedTotal) * (1 - 1e-6));
        expect(reported).toBeLessThan((stat.speedAccepted + stat.speedRejectedTotal) * 1.04);
      }
      if (rig.stats.length === 0) for (const device of rig.devices) expect(device.speeds).toEqual([]);
    }
    const again = await get(`/main/api/v2/mining/external/${ADDRESS}/rigs2/`);
    expect(again.body).toBe(res.body);
  });

  it('rejects a page or size that is not a finite number with 400', async () => {
    for (const query of ['page=-1e309', 'page=1e309', 'size=-1e309']) {
      const res = await get(`/main/api/v2/mining/external/${ADDRESS}/rigs2?${query}`);
      expect(res.statusCode, query).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });

  it('rejects an address that is not 26-35 base58 characters starting with 1 or 3', async () => {
    for (const address of ['bc1qxyz', '2Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8fC', '3Mkezvs3BWDcdgr7ZgtmvMPRVzxyAkZ8f0', '1abc', `1${'a'.repeat(35)}`]) {
      const res = await get(`/main/api/v2/mining/external/${address}/rigs2`);
      expect(res.statusCode, address).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });
});
