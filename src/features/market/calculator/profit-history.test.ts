import { describe, expect, it } from 'vitest';
import type { AlgorithmEarnings } from './algorithm-earnings';
import type { ResolvedDevice } from './device-choice';
import { profitHistory } from './profit-history';

// The S21 of earnings.test.ts: 200 TH/s on SHA256, 3500 W, 2 % fee, 0.05 USD/kWh, 100 000 USD/BTC.
const best = { speed: 200, algorithm: { miningFactor: 1e12, marketFactor: 1e15 } } as AlgorithmEarnings;
const device = { quantity: 1, power: 3500 } as ResolvedDevice;
const settings = { feeFraction: 0.02, kwhPrice: 0.05, btcRate: 100_000 };
const history = [
  { time: 1000, price: 0.00052 },
  { time: 1900, price: 0.00026 },
];

describe('profitHistory', () => {
  it('gives the fiat profit per day at each past paying price, by the calculator formula', () => {
    const h = profitHistory(best, device, settings, history);
    expect(h.unit).toBe('fiat');
    expect(h.points.map((p) => p.time)).toEqual([1000, 1900]);
    // 0.00010192 BTC x 100 000 - 4.20 USD, then half the revenue: 5.096 - 4.20
    expect(h.points[0]!.value).toBeCloseTo(5.992, 9);
    expect(h.points[1]!.value).toBeCloseTo(0.896, 9);
  });

  it('falls back to BTC after the fee when no BTC rate is known', () => {
    const h = profitHistory(best, { ...device, quantity: 2 }, { ...settings, btcRate: 0 }, history);
    expect(h.unit).toBe('btc');
    expect(h.points[0]!.value).toBeCloseTo(0.00020384, 12);
  });
});
