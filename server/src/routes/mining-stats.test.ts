import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';
import { historyRows } from '../market/algo-history.js';
import { Simulator } from '../market/simulator.js';

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

describe('algorithm history for an interval', () => {
  const url = '/main/api/v2/public/algo/historyForInterval?algorithm=';
  const HOUR = 3600;
  const DAY = 86_400;
  type Row = [number, number, number];
  const rows = async (query: string) => {
    const res = await get(`${url}${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json() as Row[];
  };

  it('gives every hour from the start of the UTC day 365 days ago through the current hour, oldest first', async () => {
    const res = await get(`${url}SHA256`);
    expect(res.headers['cache-control']).toBe(`public, max-age=${CACHE_TTL_SECONDS.globalStats}`);
    const year = res.json() as Row[];
    const nowS = now / 1000;
    const today = Math.floor(nowS / DAY) * DAY;
    expect(year[0]![0]).toBe(today - 365 * DAY);
    expect(year.at(-1)![0]).toBe(Math.floor(nowS / HOUR) * HOUR);
    expect(year).toHaveLength(365 * 24 + Math.floor((nowS - today) / HOUR) + 1);
    for (let i = 1; i < year.length; i++) expect(year[i]![0] - year[i - 1]![0]).toBe(HOUR);
    expect(year.every(([, speed, price]) => speed > 0 && price > 0)).toBe(true);
    // A year of a random walk: the price wanders well beyond the day's moves.
    const prices = year.map((r) => r[2]);
    expect(Math.max(...prices) / Math.min(...prices)).toBeGreaterThan(1.2);
  });

  it('answers a window on whole hours, the same points as the 24 h history where both have a point', async () => {
    const to = Math.floor(now / 1000 / HOUR) * HOUR;
    const day = await rows(`scrypt&from=${to - DAY + 1}&to=${to}`);
    expect(day).toHaveLength(24);
    expect(day[0]![0]).toBe(to - DAY + HOUR);
    const quarterHours = (await get(`/main/api/v2/public/algo/history?algorithm=SCRYPT`)).json() as Row[];
    const byTime = new Map(quarterHours.map((r) => [r[0], r]));
    for (const row of day) if (byTime.has(row[0])) expect(row).toEqual(byTime.get(row[0]));
    // The same window in milliseconds, and asked again later: the past does not change.
    expect(await rows(`SCRYPT&from=${(to - DAY + 1) * 1000}&to=${to * 1000}`)).toEqual(day);
    const saved = now;
    now += 3 * DAY * 1000;
    expect(await rows(`SCRYPT&from=${to - DAY + 1}&to=${to}`)).toEqual(day);
    now = saved;
  });

  it('is computed from the simulator seed: a second simulator of that seed agrees, another seed does not', async () => {
    const from = Math.floor(now / 1000 / DAY) * DAY - 90 * DAY;
    const mine = await rows(`KAWPOW&from=${from}&to=${from + 10 * DAY}`);
    const { seed, reference } = t.app.market.source();
    const window = { firstMs: from * 1000, lastMs: (from + 10 * DAY) * 1000 };
    const rowsOf = (s: number) => {
      const simulator = new Simulator(s, null, reference);
      return historyRows((at) => simulator.algorithmStats('KAWPOW', at)!, window, HOUR * 1000);
    };
    expect(mine).toHaveLength(10 * 24 + 1);
    expect(rowsOf(seed)).toEqual(mine);
    expect(rowsOf(seed + 1)).not.toEqual(mine);
  });

  it('cuts a window to the kept year and the current hour; one wholly outside is empty', async () => {
    const nowS = Math.floor(now / 1000);
    const kept = await rows('SHA256');
    expect(await rows(`SHA256&from=${nowS - 3 * 365 * DAY}&to=${nowS + 30 * DAY}`)).toEqual(kept);
    expect(await rows(`SHA256&from=${nowS - 900 * DAY}&to=${nowS - 800 * DAY}`)).toEqual([]);
    expect(await rows(`SHA256&from=${nowS + HOUR}`)).toEqual([]);
    expect(await rows(`SHA256&from=${nowS - HOUR}&to=${nowS - HOUR}`)).toHaveLength(Number.isInteger((nowS - HOUR) / HOUR) ? 1 : 0);
  });

  it('computes a year within a bounded time', async () => {
    const started = performance.now();
    await rows(`ETCHASH&from=0`);
    // Generous for a shared test machine; the figure measured is in docs/api.md.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('answers 400 in the error body for a bad algorithm, time or order', async () => {
    const nowS = Math.floor(now / 1000);
    for (const query of [
      'NOPE',
      '',
      `SHA256&from=${nowS}&to=${nowS - HOUR}`,
      'SHA256&from=-1',
      'SHA256&to=1e309',
      'SHA256&from=1.5',
      'SHA256&from=abc',
      'SHA256&to=253402300800000',
    ]) {
      const res = await get(`${url}${query}`);
      expect(res.statusCode, query).toBe(400);
      expectErrorBody(res.json(), 61);
    }
    const missing = await get('/main/api/v2/public/algo/historyForInterval');
    expect(missing.statusCode).toBe(400);
    expectErrorBody(missing.json(), 61);
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
      miningRigs: Array<{ stats: Array<{ algorithm: unknown; market: string }> }>;
    };
    expect(body.btcAddress).toBe(ADDRESS);
    expect(body.totalRigs).toBe(body.miningRigs.length);
    expect(body.totalRigs).toBeGreaterThan(0);
    expect(Object.values(body.minerStatuses).reduce((a, b) => a + b, 0)).toBe(body.totalRigs);
    expect(body.pagination).toEqual({ size: 25, page: 0, totalPageCount: 1 });
    expect(Date.parse(body.nextPayoutTimestamp)).toBeGreaterThan(now);
    expect(body.unpaidAmount).toMatch(/^\d+\.\d{8}$/);
    for (const rig of body.miningRigs) {
      expect(Object.keys(rig).sort()).toEqual(['minerStatus', 'name', 'rigId', 'stats', 'statusTime', 'unpaidAmount']);
      for (const stat of rig.stats) {
        expect(stat.algorithm).toEqual({ enumName: expect.any(String), description: expect.any(String) });
        expect(['EU', 'USA']).toContain(stat.market);
      }
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
