import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { seedSampleData } from '../db/seed.js';
import { btcPerDay } from './mining-market.js';
import { PricePaths } from './price-paths.js';
import { loadReference } from './reference.js';
import { Simulator } from './simulator.js';
import { TradeTape } from './trade-tape.js';

const T = 1_760_000_000_000;
let db: Db;
let drop: () => Promise<void>;
let a: Simulator;
let b: Simulator;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
  await seedSampleData(db);
  a = await Simulator.load(7, db);
  b = await Simulator.load(7, db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('market simulator', () => {
  it('gives the same values for the same seed and time on two instances', () => {
    expect(b.lastPrice('BTCUSDT', T)).toBe(a.lastPrice('BTCUSDT', T));
    expect(b.candles('ETHBTC', T - 3_600_000, T, 1, T)).toEqual(a.candles('ETHBTC', T - 3_600_000, T, 1, T));
    expect(b.algorithmStats('KAWPOW', T)).toEqual(a.algorithmStats('KAWPOW', T));
    expect(b.orderBook('SHA256', T)).toEqual(a.orderBook('SHA256', T));
    expect(b.minerRigs('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', T)).toEqual(a.minerRigs('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', T));
  });

  it("takes the last price from the minute's last trade at or before the time, or the previous minute's", async () => {
    const reference = await loadReference(db);
    const tape = new TradeTape(7, new PricePaths(7, reference));
    const m = reference.markets.find((market) => market.symbol === 'BTCUSDT')!;
    for (let t = T; t < T + 180_000; t += 1_737) {
      const minute = Math.floor(t / 60_000);
      const now = tape.tradesInMinute(m, minute, t * 1000);
      const expected = now.length > 0 ? now[now.length - 1]! : tape.tradesInMinute(m, minute - 1).at(-1)!;
      expect(tape.lastTrade(m, t)).toEqual(expected);
    }
  });

  it('answers the same whatever order times are asked in', async () => {
    const fresh = await Simulator.load(7, db);
    fresh.lastPrice('BTCUSDT', T + 86_400_000 * 30);
    expect(fresh.marketStats('BTCUSDT', T)).toEqual(a.marketStats('BTCUSDT', T));
  });

  it('moves with time and with the seed', async () => {
    expect(a.lastPrice('BTCUSDT', T + 60_000)).not.toBe(a.lastPrice('BTCUSDT', T));
    expect(a.algorithmStats('SHA256', T + 5000)!.paying).not.toBe(a.algorithmStats('SHA256', T)!.paying);
    const other = await Simulator.load(8, db);
    expect(other.lastPrice('BTCUSDT', T)).not.toBe(a.lastPrice('BTCUSDT', T));
  });

  it('keeps prices near their sample base prices', () => {
    for (let day = 0; day < 365; day += 7) {
      const price = a.lastPrice('BTCUSDT', T + day * 86_400_000)!;
      expect(price).toBeGreaterThan(97_000 * 0.5);
      expect(price).toBeLessThan(97_000 * 2);
    }
  });

  it('converts through markets and fiat rates consistently', () => {
    expect(a.rate('BTC', 'USD', T)).toBe(a.lastPrice('BTCUSDT', T));
    expect(a.rate('BTC', 'EUR', T)).toBe(a.lastPrice('BTCEUR', T));
    expect(a.rate('USDT', 'BTC', T)).toBeCloseTo(1 / a.lastPrice('BTCUSDT', T)!, 12);
    expect(a.rate('EUR', 'USD', T)).toBeCloseTo(1 / 0.92, 12);
    expect(a.rate('LTC', 'GBP', T)).toBeCloseTo(a.lastPrice('LTCUSDT', T)! * 0.79, 6);
    expect(a.rate('DOGE', 'CHF', T)! / (a.rate('DOGE', 'USD', T)! * 0.88)).toBeCloseTo(1, 12);
    expect(a.rate('BTC', 'NOPE', T)).toBeUndefined();
  });

  it('gives the same rate for a pair and a time, asked again or by another simulator of the same seed', async () => {
    const reference = await loadReference(db);
    // Asked in turns at many times, each rate is what a fresh simulator works out.
    for (let step = 0; step < 20; step++) {
      const at = T + step * 7_919;
      for (const [from, to] of [
        ['BTC', 'USD'],
        ['LTC', 'GBP'],
        ['DOGE', 'CHF'],
        ['BTC', 'NOPE'],
      ] as const) {
        const expected = new Simulator(7, null, reference).rate(from, to, at);
        expect(a.rate(from, to, at)).toBe(expected);
        expect(a.rate(from, to, at)).toBe(expected);
      }
    }
  });

  it('computes BTC/day as speed x miningFactor / marketFactor x paying', () => {
    const sha = a.algorithmStats('SHA256', T)!;
    // 200 TH/s at p BTC per PH per day earns p / 5 BTC per day.
    expect(btcPerDay(200, sha.algorithm, sha.paying)).toBeCloseTo(sha.paying / 5, 15);
  });

  it('picks up reference changes on reload', async () => {
    const sim = await Simulator.load(7, db);
    await db.query(`UPDATE exchange_markets SET status = 'HALTED' WHERE symbol = 'DOGEBTC'`);
    expect(sim.market('DOGEBTC')).toBeDefined();
    await sim.reload();
    expect(sim.market('DOGEBTC')).toBeUndefined();
    await db.query(`UPDATE exchange_markets SET status = 'TRADING' WHERE symbol = 'DOGEBTC'`);
  });
});
