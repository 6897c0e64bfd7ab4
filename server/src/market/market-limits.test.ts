import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedSampleData } from '../db/seed.js';
import { CANDLE_BUILDS, clampCount, MARKET_HISTORY_START_MS, MAX_CANDLE_SPAN_MS, MAX_CANDLES_PER_REQUEST, MAX_RECENT_TRADES } from './market-limits.js';
import { Simulator } from './simulator.js';
import { TradeTape } from './trade-tape.js';

const T = 1_760_000_000_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
let db: Db;
let drop: () => Promise<void>;
let sim: Simulator;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
  await seedSampleData(db);
  sim = await Simulator.load(7, db);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await db.close();
  await drop();
});

describe('clampCount', () => {
  it('makes any number a whole count within [0, max]', () => {
    expect([NaN, -1, 0, 0.5, 3.7, 10, 11, Infinity, Number('1e309'), -Infinity].map((n) => clampCount(n, 10))).toEqual([0, 0, 0, 0, 3, 10, 10, 10, 10, 0]);
  });
});

describe('the trade tape, whatever limit it is given', () => {
  it.each([Infinity, Number('1e309'), 1e20, MAX_RECENT_TRADES + 1])('returns at most MAX_RECENT_TRADES trades for limit %s, newest first', (limit) => {
    const trades = sim.recentTrades('BTCUSDT', T, limit);
    expect(trades).toHaveLength(MAX_RECENT_TRADES);
    expect(trades.map((t) => t.timeUs)).toEqual([...trades.map((t) => t.timeUs)].sort((a, b) => b - a));
  });

  it.each([NaN, 0, -5, -Infinity])('returns no trades for limit %s', (limit) => {
    expect(sim.recentTrades('BTCUSDT', T, limit)).toEqual([]);
  });

  it('lists no trade from before the history start', () => {
    const trades = sim.recentTrades('BTCUSDT', MARKET_HISTORY_START_MS + 2 * MINUTE, MAX_RECENT_TRADES);
    expect(trades.length).toBeGreaterThan(0);
    expect(trades.length).toBeLessThan(40);
    expect(Math.min(...trades.map((t) => t.timeUs))).toBeGreaterThanOrEqual(MARKET_HISTORY_START_MS * 1000);
  });
});

describe('candles, whatever range they are given', () => {
  it('answers a range before the history start with nothing, reading no tape', async () => {
    const fresh = await Simulator.load(7, db);
    const reads = vi.spyOn(TradeTape.prototype, 'fillMinute');
    expect(fresh.candles('BTCUSDT', 0, 400 * DAY, 1440, T)).toEqual([]);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('cuts a range at MAX_CANDLES_PER_REQUEST buckets and MAX_CANDLE_SPAN_MS', () => {
    const midnight = Math.floor(T / DAY) * DAY;
    const minutes = sim.candles('BTCUSDT', midnight - 10_000 * MINUTE, T, 1, T);
    expect(minutes).toHaveLength(MAX_CANDLES_PER_REQUEST);
    expect(minutes[0]!.time * 1000).toBe(midnight - 10_000 * MINUTE);
    expect(sim.candles('BTCUSDT', midnight - 3000 * DAY, T, 1440, T)).toHaveLength(MAX_CANDLE_SPAN_MS / DAY);
    // A range that does not start on a bucket boundary touches one bucket more.
    expect(sim.candles('BTCUSDT', T - 10_000 * MINUTE, T, 1, T)).toHaveLength(MAX_CANDLES_PER_REQUEST + 1);
    expect(sim.candles('BTCUSDT', T - 10 * DAY, Infinity, 1440, T)).toHaveLength(11);
    expect(sim.candles('BTCUSDT', NaN, T, 1, T)).toEqual([]);
    expect(sim.candles('BTCUSDT', T - DAY, T, 0, T)).toEqual([]);
  });

  it('reads each minute of a daily range at most once, and a memoised range not again', async () => {
    const fresh = await Simulator.load(7, db);
    const reads = vi.spyOn(TradeTape.prototype, 'fillMinute');
    const from = Date.UTC(2024, 0, 1);
    const first = fresh.candles('ETHBTC', from, from + 100 * DAY, 1440, T);
    expect(first).toHaveLength(100);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(100 * 1440);
    reads.mockClear();
    expect(fresh.candles('ETHBTC', from, from + 100 * DAY, 1440, T)).toEqual(first);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });
});

describe('the candle builds', () => {
  it('build a day where it is asked, anything longer on the worker, one at a time with 3 waiting, and ask a refused client to wait 5 s', () => {
    expect(CANDLE_BUILDS).toEqual({ inlineSpanMs: DAY, maxWaiting: 3, retryAfterSeconds: 5 });
  });
});
