import { describe, expect, it } from 'vitest';
import { dailyEarnings, overPeriod, paybackDays, type EarningsInput } from './earnings';

// An Antminer S21 on SHA256: 200 TH/s (mining unit TH = 1e12), the price
// quoted per PH (market unit = 1e15) per day, 3500 W.
const S21: EarningsInput = {
  speed: 200,
  quantity: 1,
  power: 3500,
  miningFactor: 1e12,
  marketFactor: 1e15,
  payingPrice: 0.00052,
  feeFraction: 0.02,
  kwhPrice: 0.05,
  btcRate: 100_000,
};

describe('dailyEarnings', () => {
  it('follows the documented formula with worked numbers (S21 at 0.00052 BTC/PH/day, 2 % fee, 0.05 USD/kWh)', () => {
    const e = dailyEarnings(S21);
    // 200 x 1e12 / 1e15 x 0.00052
    expect(e.revenueBtc).toBeCloseTo(0.000104, 12);
    expect(e.feeBtc).toBeCloseTo(0.00000208, 12);
    expect(e.netBtc).toBeCloseTo(0.00010192, 12);
    // 3500 W x 24 h = 84 kWh, x 0.05 = 4.20 USD
    expect(e.kwh).toBeCloseTo(84, 9);
    expect(e.electricityFiat).toBeCloseTo(4.2, 9);
    expect(e.electricityBtc).toBeCloseTo(0.000042, 12);
    // 0.00010192 x 100000 - 4.20 = 5.992 USD
    expect(e.profitFiat).toBeCloseTo(5.992, 9);
    expect(e.profitBtc).toBeCloseTo(0.00005992, 12);
    // 10.192 USD / 84 kWh
    expect(e.breakEvenKwhPrice).toBeCloseTo(0.121333333, 8);
  });

  it('scales every figure with the quantity', () => {
    const one = dailyEarnings(S21);
    const three = dailyEarnings({ ...S21, quantity: 3 });
    expect(three.revenueBtc).toBeCloseTo(one.revenueBtc * 3, 12);
    expect(three.electricityFiat).toBeCloseTo(one.electricityFiat * 3, 9);
    expect(three.breakEvenKwhPrice).toBeCloseTo(one.breakEvenKwhPrice!, 9);
  });

  it('deducts no fee when the fee is switched off', () => {
    const e = dailyEarnings({ ...S21, feeFraction: 0 });
    expect(e.feeBtc).toBe(0);
    expect(e.netBtc).toBeCloseTo(0.000104, 12);
    expect(e.profitFiat).toBeCloseTo(10.4 - 4.2, 9);
  });

  it('shows a loss when electricity costs more than the device earns (a GPU on KawPow)', () => {
    // 100 MH/s x 1e6 / 1e12 x 0.055 BTC/TH/day = 0.0000055 BTC; 300 W = 7.2 kWh x 0.10 = 0.72 USD
    const e = dailyEarnings({ ...S21, speed: 100, miningFactor: 1e6, marketFactor: 1e12, payingPrice: 0.055, power: 300, kwhPrice: 0.1 });
    expect(e.revenueBtc).toBeCloseTo(0.0000055, 12);
    expect(e.profitFiat).toBeCloseTo(0.539 - 0.72, 9);
    expect(e.breakEvenKwhPrice).toBeCloseTo(0.539 / 7.2, 9);
  });

  it('has no BTC figures for electricity without a rate, and no break-even without power', () => {
    const e = dailyEarnings({ ...S21, btcRate: 0, power: 0 });
    expect(e.electricityBtc).toBeNull();
    expect(e.profitBtc).toBeNull();
    expect(e.breakEvenKwhPrice).toBeNull();
  });

  it('has no fiat profit or break-even without a rate (the electricity alone is not the profit)', () => {
    const e = dailyEarnings({ ...S21, btcRate: 0 });
    expect(e.electricityFiat).toBeGreaterThan(0);
    expect(e.profitFiat).toBeNull();
    expect(e.breakEvenKwhPrice).toBeNull();
    expect(paybackDays(1000, e.profitFiat)).toBeNull();
  });
});

describe('periods and payback', () => {
  it('counts a week as 7 days, a month as 30 and a year as 365', () => {
    expect(overPeriod(2, 'day')).toBe(2);
    expect(overPeriod(2, 'week')).toBe(14);
    expect(overPeriod(2, 'month')).toBe(60);
    expect(overPeriod(2, 'year')).toBe(730);
  });

  it('pays back a purchase from the daily profit, and never without a profit', () => {
    expect(paybackDays(3000, 5.992)).toBeCloseTo(500.6676, 4);
    expect(paybackDays(3000, -1)).toBeNull();
    expect(paybackDays(0, 5)).toBeNull();
  });
});
