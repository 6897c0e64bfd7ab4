/** main/api/v2/public/algo/historyForInterval: an algorithm's hourly history over a window of the kept year. */
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

const get = (url: string) => t.app.inject({ url });

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
