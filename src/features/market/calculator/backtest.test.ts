import { describe, expect, it } from 'vitest';
import { BACKTEST_DAYS } from '../../../config/limits';
import { backtest, backtestQuery, sumFigures, type BacktestAlgorithm, type BacktestDevice, type BacktestSettings } from './backtest';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-11-28 15:20 UTC: the last whole day is the 27th.
const NOW = Date.UTC(2026, 10, 28, 15, 20);
const TODAY = Date.UTC(2026, 10, 28);
const USD: BacktestSettings = { feeFraction: 0.02, kwhPrice: 0.05, btcRate: 100_000, fiatDecimals: 2 };
// The S21 of earnings.test.ts: 200 TH/s on SHA256, 3500 W.
const S21: BacktestDevice = { algorithm: 'SHA256', speed: 200, power: 3500, quantity: 1 };
const SHA256 = { miningFactor: 1e12, marketFactor: 1e15 };
const KAWPOW = { miningFactor: 1e6, marketFactor: 1e12 };

/** Hourly points from `fromMs` for `hours` hours, the price of each from `price(i)`. */
function hourly(factors: typeof SHA256, fromMs: number, hours: number, price: (i: number) => number): BacktestAlgorithm {
  return { ...factors, points: Array.from({ length: hours }, (_, i) => ({ time: (fromMs + i * HOUR) / 1000, price: price(i) })) };
}

/** A repeatable wandering price around `base` (a small linear congruential walk). */
function wander(base: number, seed: number): (i: number) => number {
  const values: number[] = [];
  let state = seed;
  let level = 1;
  return (i) => {
    while (values.length <= i) {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      level *= 1 + ((state / 2 ** 31) * 2 - 1) * 0.01;
      values.push(base * level);
    }
    return values[i]!;
  };
}

describe('backtest', () => {
  it('asks for the last N whole UTC days on whole hours: today is left out', () => {
    const { from, to } = backtestQuery(30, NOW);
    expect(from * 1000).toBe(TODAY - 30 * DAY);
    expect(to * 1000).toBe(TODAY - HOUR);
    expect((to - from) / 3600 + 1).toBe(30 * 24);
  });

  it('follows the calculator formula at a steady price (the worked S21 example, per day)', () => {
    const history = hourly(SHA256, TODAY - 31 * DAY, 32 * 24, () => 0.00052);
    const result = backtest([S21], { SHA256: history }, USD, 30, NOW);
    expect(result.days).toHaveLength(30);
    expect(result.days[0]!.start).toBe(TODAY - 30 * DAY);
    expect(result.days.at(-1)!.start).toBe(TODAY - DAY);
    // 200 TH/s x 0.00052 BTC/PH/day = 0.000104 BTC; 2 % fee; 84 kWh at 0.05 = 4.20 USD;
    // 0.00010192 BTC x 100 000 = 10.192 -> 10.19 USD, less 4.20 = 5.99; in BTC 0.00010192 - 0.000042.
    for (const day of result.days) {
      expect(day).toEqual({
        start: day.start,
        hours: 24,
        revenueSat: 10_400,
        feeSat: 208,
        netSat: 10_192,
        energyWh: 84_000,
        electricityMinor: 420,
        profitMinor: 599,
        profitSat: 5_992,
      });
    }
    expect(result.totals).toEqual({
      revenueSat: 312_000,
      feeSat: 6240,
      netSat: 305_760,
      energyWh: 2_520_000,
      electricityMinor: 12_600,
      profitMinor: 17_970,
      profitSat: 179_760,
    });
  });

  it("earns each hour at that hour's price: a day is the mean of its 24 prices, points outside the window count for nothing", () => {
    const from = TODAY - 3 * DAY;
    // Day 1 at 0.00052; day 2 climbs from 0.00040 by 0.00001 an hour; day 3 at 10x; today's hours absurd (not back-tested).
    const price = (i: number) => (i < 24 ? 0.00052 : i < 48 ? 0.0004 + (i - 24) * 0.00001 : i < 72 ? 0.0052 : 1);
    const history = hourly(SHA256, from, 3 * 24 + 15, price);
    const days = backtest([S21], { SHA256: history }, USD, 2, NOW).days;
    expect(days.map((d) => d.start)).toEqual([TODAY - 2 * DAY, TODAY - DAY]);
    // Day 2 of the history is the first back-tested day: mean price 0.0004 + 11.5 x 0.00001 = 0.000515.
    expect(days[0]!.revenueSat).toBe(Math.round(0.2 * 0.000515 * 1e8));
    expect(days[1]!.revenueSat).toBe(Math.round(0.2 * 0.0052 * 1e8));
  });

  const rig: BacktestDevice[] = [
    { ...S21, quantity: 3 },
    { algorithm: 'KAWPOW', speed: 57.5, power: 320, quantity: 2 },
    { algorithm: 'KAWPOW', speed: 34, power: 290, quantity: 1 },
    { algorithm: 'SHA256', speed: 1000, power: 900, quantity: 0 },
  ];
  const histories = {
    SHA256: hourly(SHA256, TODAY - 366 * DAY, 366 * 24, wander(0.00052, 7)),
    KAWPOW: hourly(KAWPOW, TODAY - 366 * DAY, 366 * 24, wander(0.0012, 11)),
  };

  it.each(BACKTEST_DAYS)('makes the totals of %i days the sums of the days, and each day add up across', (days) => {
    const result = backtest(rig, histories, { ...USD, kwhPrice: 0.137 }, days, NOW);
    expect(result.days).toHaveLength(days);
    const sum = (pick: (d: (typeof result.days)[number]) => number) => result.days.reduce((total, d) => total + pick(d), 0);
    expect(result.totals).toEqual({
      revenueSat: sum((d) => d.revenueSat),
      feeSat: sum((d) => d.feeSat),
      netSat: sum((d) => d.netSat),
      energyWh: sum((d) => d.energyWh),
      electricityMinor: sum((d) => d.electricityMinor),
      profitMinor: sum((d) => d.profitMinor!),
      profitSat: sum((d) => d.profitSat!),
    });
    for (const day of result.days) {
      expect(day.hours).toBe(24);
      expect(day.netSat).toBe(day.revenueSat - day.feeSat);
      // 3 x 3500 + 2 x 320 + 290 W for 24 hours; the row of quantity 0 draws nothing.
      expect(day.energyWh).toBe((3 * 3500 + 2 * 320 + 290) * 24);
      expect(day.electricityMinor).toBe(Math.round((day.energyWh / 1000) * 0.137 * 100));
    }
    // The prices wander, so the days differ.
    expect(new Set(result.days.map((d) => d.revenueSat)).size).toBeGreaterThan(days / 2);
  });

  it('counts a row only in hours its algorithm has a price, and says how many hours were whole', () => {
    const gap = new Set([TODAY - 2 * DAY + 5 * HOUR, TODAY - 2 * DAY + 6 * HOUR, TODAY - 2 * DAY + 7 * HOUR].map((t) => t / 1000));
    const holed = { ...histories, KAWPOW: { ...histories.KAWPOW, points: histories.KAWPOW.points.filter((p) => !gap.has(p.time)) } };
    const whole = backtest(rig, histories, USD, 3, NOW).days;
    const days = backtest(rig, holed, USD, 3, NOW).days;
    expect(days.map((d) => d.hours)).toEqual([24, 21, 24]);
    expect(days[0]).toEqual(whole[0]);
    expect(days[2]).toEqual(whole[2]);
    expect(days[1]!.energyWh).toBe(whole[1]!.energyWh - 3 * (2 * 320 + 290));
    expect(days[1]!.revenueSat).toBeLessThan(whole[1]!.revenueSat);
    // Without any history for an algorithm its rows earn and draw nothing, and no hour is whole.
    const none = backtest(rig, { SHA256: histories.SHA256 }, USD, 3, NOW).days;
    expect(none.every((d) => d.hours === 0 && d.energyWh === 3 * 3500 * 24)).toBe(true);
  });

  it('leaves profits out without a BTC rate, and the fee out when it is not deducted', () => {
    const noRate = backtest(rig, histories, { ...USD, btcRate: 0 }, 30, NOW);
    expect(noRate.days.every((d) => d.profitMinor === null && d.profitSat === null)).toBe(true);
    expect(noRate.totals.profitMinor).toBeNull();
    expect(noRate.totals.profitSat).toBeNull();
    const noFee = backtest(rig, histories, { ...USD, feeFraction: 0 }, 30, NOW);
    expect(noFee.days.every((d) => d.feeSat === 0 && d.netSat === d.revenueSat)).toBe(true);
  });

  it('sums nothing to zeros', () => {
    expect(sumFigures([])).toEqual({ revenueSat: 0, feeSat: 0, netSat: 0, energyWh: 0, electricityMinor: 0, profitMinor: 0, profitSat: 0 });
  });
});
