import { describe, expect, it } from 'vitest';
import type { BacktestRig } from './backtest-rig';
import { averagePrice, averagesQuery, breakEvens, readScenarioPct, rigKwhPerDay, rigRevenueBtc, scenario } from './economics';
import { feeWaterfall, withdrawalFeeBtc, type WaterfallInput } from './fee-waterfall';
import { FEES } from './withdrawal-fees.fixture';

const RIG: BacktestRig = {
  devices: [{ algorithm: 'SHA256', speed: 200, power: 3500, quantity: 1 }],
  units: { SHA256: { miningFactor: 1e12, marketFactor: 1e15 } },
};

const INPUT: WaterfallInput = {
  revenueBtc: 0.000104,
  kwh: 84,
  sellerFee: 0.02,
  withdrawalFee: (amount) => withdrawalFeeBtc(FEES, 'onchain', amount),
  kwhPrice: 0.05,
  kwhCurrency: 'USD',
  rates: { USD: 100_000, EUR: 92_000 },
  decimals: { USD: 2, EUR: 2 },
};

describe('the rig at a price', () => {
  it('sums the rows and needs a price for each algorithm', () => {
    expect(rigRevenueBtc(RIG, { SHA256: 0.00052 })).toBeCloseTo(0.000104, 14);
    const two: BacktestRig = {
      devices: [...RIG.devices, { algorithm: 'KAWPOW', speed: 50, power: 300, quantity: 2 }],
      units: { ...RIG.units, KAWPOW: { miningFactor: 1e6, marketFactor: 1e9 } },
    };
    expect(rigRevenueBtc(two, { SHA256: 0.00052, KAWPOW: 1 })).toBeCloseTo(0.000104 + 0.1, 14);
    expect(rigRevenueBtc(two, { SHA256: 0.00052 })).toBeNull();
    expect(rigKwhPerDay(two)).toBeCloseTo(84 + 14.4, 10);
  });
});

describe('paying-price averages', () => {
  it('asks for the last 720 whole hours through the current one', () => {
    const now = Date.UTC(2026, 10, 29, 1, 40);
    const { from, to } = averagesQuery(now);
    expect(to).toBe(Date.UTC(2026, 10, 29, 1) / 1000);
    expect((to - from) / 3600 + 1).toBe(720);
  });

  it('averages the last 24, 168 and 720 points', () => {
    const to = 1_000 * 3600;
    const points = Array.from({ length: 720 }, (_, i) => ({ time: to - (719 - i) * 3600, price: i < 720 - 168 ? 1 : i < 720 - 24 ? 2 : 3 }));
    expect(averagePrice(points, 24, to)).toBe(3);
    expect(averagePrice(points, 168, to)).toBeCloseTo((144 * 2 + 24 * 3) / 168, 12);
    expect(averagePrice(points, 720, to)).toBeCloseTo((552 + 144 * 2 + 24 * 3) / 720, 12);
    expect(averagePrice([], 24, to)).toBeNull();
  });
});

describe('break-evens', () => {
  it('pins the worked example: 0.1174 USD/kWh, 42 602.11 USD/BTC, 530.2 days for 3000 USD', () => {
    const net = 0.00010192 - 0.0001 / 30;
    const result = breakEvens(INPUT, 3000);
    expect(result.kwhPrice).toBeCloseTo((net * 100_000) / 84, 10);
    expect(result.kwhPrice).toBeCloseTo(0.11737, 5);
    expect(result.btcPrice).toBeCloseTo(4.2 / net, 6);
    expect(Math.round(result.btcPrice!)).toBe(42_602);
    expect(result.paybackDays).toBeCloseTo(3000 / (net * 100_000 - 4.2), 8);
    expect(result.paybackDays!.toFixed(1)).toBe('530.2');
  });

  it('has no payback when the rig loses money, and no kWh break-even without power', () => {
    expect(breakEvens({ ...INPUT, kwhPrice: 1 }, 3000).paybackDays).toBeNull();
    expect(breakEvens({ ...INPUT, kwh: 0 }, 3000).kwhPrice).toBeNull();
    expect(breakEvens(INPUT, null).paybackDays).toBeNull();
  });
});

describe('12-month scenario', () => {
  it("starts at the waterfall's month, keeps the cumulative the running sum, and compounds both assumptions", () => {
    const months = scenario(INPUT, { difficultyPct: 2, btcPricePct: 1 })!;
    expect(months).toHaveLength(12);
    const month = feeWaterfall(INPUT, 30).steps;
    expect(months[0]!.revenueMinor).toBe(month[0]!.minor.USD! + month[1]!.minor.USD! + month[2]!.minor.USD!);
    expect(months[0]!.profitMinor).toBe(month[4]!.minor.USD);
    let sum = 0;
    for (const m of months) {
      sum += m.profitMinor;
      expect(m.cumulativeMinor).toBe(sum);
      expect(m.profitMinor).toBe(m.revenueMinor - m.electricityMinor);
      expect(m.electricityMinor).toBe(12_600);
    }
    expect(months[11]!.btcRate).toBeCloseTo(100_000 * 1.01 ** 11, 6);
    // Revenue in BTC falls by 1 / 1.02 a month (before the fixed withdrawal fee).
    expect(months[11]!.revenueSat + 10_000).toBeCloseTo((312_000 * 0.98) / 1.02 ** 11, -1);
  });

  it('with no change, every month is the same: 12 × 169.76 USD', () => {
    const months = scenario(INPUT, { difficultyPct: 0, btcPricePct: 0 })!;
    expect(months.every((m) => m.profitMinor === 16_976)).toBe(true);
    expect(months[11]!.cumulativeMinor).toBe(12 * 16_976);
  });

  it('needs a BTC rate', () => {
    expect(scenario({ ...INPUT, rates: {} }, { difficultyPct: 0, btcPricePct: 0 })).toBeNull();
  });

  it('reads a percentage within its bounds', () => {
    expect(readScenarioPct('-2.5', { min: -50, max: 100 })).toBe(-2.5);
    expect(readScenarioPct('101', { min: -50, max: 100 })).toBeNull();
    expect(readScenarioPct('', { min: -50, max: 100 })).toBeNull();
  });
});
