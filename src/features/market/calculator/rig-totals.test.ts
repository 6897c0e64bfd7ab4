import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAlgorithmRow } from '../algorithm-rows';
import type { Device } from '../devices';
import { globalStat, miningAlgorithm } from '../test-support';
import { backtestRig } from './backtest-rig';
import { PERIODS, rigTotals, type PeriodFigures } from './rig-totals';
import type { DeviceChoice } from './url-state';

const SHA256 = miningAlgorithm({ algorithm: 'SHA256', title: 'SHA256', order: 20, miningFactor: '1000000000000', marketFactor: '1000000000000000' });
const KAWPOW = miningAlgorithm({ algorithm: 'KAWPOW', title: 'KawPow', order: 51, miningFactor: '1000000', marketFactor: '1000000000000' });
const ETCHASH = miningAlgorithm({ algorithm: 'ETCHASH', title: 'EtcHash', order: 59, miningFactor: '1000000', marketFactor: '1000000000000' });
const SPOT = [
  toAlgorithmRow(SHA256, globalStat({ a: 20, p: 0.00052 })),
  toAlgorithmRow(KAWPOW, globalStat({ a: 51, p: 0.055 })),
  toAlgorithmRow(ETCHASH, globalStat({ a: 59, p: 0.032 })),
];
const device = (niceName: string, speeds: Record<string, number>, power: number): Device => ({
  id: niceName,
  name: niceName,
  niceName,
  category: 'GPU',
  speeds,
  power,
  paying: 0,
});
const CATALOGUE = [
  device('antminer-s21', { SHA256: 200 }, 3500),
  device('nvidia-rtx-4090', { KAWPOW: 100, ETCHASH: 130 }, 320),
  device('amd-rx-7900-xtx', { KAWPOW: 60, ETCHASH: 120 }, 300),
];
const SETTINGS = { feeFraction: 0.02, kwhPrice: 0.05, btcRate: 100_000 };
const row = (name: string, quantity = 1, power: number | null = null): DeviceChoice => ({ device: name, quantity, power, speeds: {} });

const FIELDS: Array<keyof PeriodFigures> = [
  'revenueSat',
  'feeSat',
  'electricitySat',
  'profitSat',
  'revenueMinor',
  'feeMinor',
  'electricityMinor',
  'profitMinor',
];

describe('rig totals', () => {
  it('gives the worked example per day and per year (S21 at 0.00052, 2 % fee, 0.05 USD/kWh, 100 000 USD/BTC)', () => {
    const rig = rigTotals([row('antminer-s21')], CATALOGUE, SPOT, [], SETTINGS, 3000, 2);
    // 10 400 sat revenue, 208 fee, 84 kWh = 4.20 USD = 4 200 sat; profit 10.40 - 0.21 - 4.20 = 5.99 USD.
    expect(rig.figures.day).toEqual({
      revenueSat: 10_400,
      feeSat: 208,
      electricitySat: 4_200,
      profitSat: 5_992,
      revenueMinor: 1_040,
      feeMinor: 21,
      electricityMinor: 420,
      profitMinor: 599,
    });
    // A year is 365 days, each figure rounded once over the year: 0.208 x 365 = 75.92 USD of fee.
    expect(rig.figures.year).toMatchObject({
      revenueSat: 3_796_000,
      feeSat: 75_920,
      revenueMinor: 379_600,
      feeMinor: 7_592,
      electricityMinor: 153_300,
      profitMinor: 218_708,
    });
    expect(rig.figures.week.revenueSat).toBe(72_800);
    expect(rig.figures.month.electricityMinor).toBe(12_600);
    expect(rig.watts).toBe(3500);
    expect(rig.kwhPerDay).toBe(84);
    expect(rig.breakEvenKwhPrice).toBeCloseTo(10.192 / 84, 12);
    expect(rig.paybackDays).toBeCloseTo(3000 / 5.992, 9);
  });

  it('puts each row on the algorithm the back-test mines and sums quantity and power overrides', () => {
    const choices = [row('antminer-s21'), row('nvidia-rtx-4090', 2, 280), row('amd-rx-7900-xtx', 3)];
    const rig = rigTotals(choices, CATALOGUE, SPOT, [], SETTINGS, null, 2);
    expect(rig.rows.map((r) => r.best?.algorithm.algorithm)).toEqual(backtestRig(choices, CATALOGUE, SPOT, [], SETTINGS).devices.map((d) => d.algorithm));
    expect(rig.watts).toBe(3500 + 2 * 280 + 3 * 300);
    expect(rig.counted).toBe(3);
    expect(rig.paybackDays).toBeNull();
  });

  it('adds the rows up to the total and each row across, to the digit shown, for any rig and every period', () => {
    const choice = fc.record({
      device: fc.constantFrom('antminer-s21', 'nvidia-rtx-4090', 'amd-rx-7900-xtx'),
      quantity: fc.integer({ min: 0, max: 40 }),
      power: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      speeds: fc.constant({}),
    });
    const settings = fc.record({
      feeFraction: fc.constantFrom(0, 0.02, 0.015),
      kwhPrice: fc.double({ min: 0, max: 1, noNaN: true }),
      btcRate: fc.constantFrom(0, 37_123.45, 100_000, 91_234.5678),
    });
    fc.assert(
      fc.property(fc.array(choice, { minLength: 1, maxLength: 8 }), settings, (choices, s) => {
        const rig = rigTotals(choices, CATALOGUE, SPOT, [], s, null, 2);
        for (const period of PERIODS) {
          for (const field of FIELDS) {
            const values = rig.rows.filter((r) => r.best).map((r) => r.figures![period][field]);
            const total = rig.figures[period][field];
            if (values.some((v) => v === null)) expect(total).toBeNull();
            else expect(total).toBe(values.reduce((a: number, b) => a + b!, 0));
          }
          for (const f of [rig.figures[period], ...rig.rows.filter((r) => r.best).map((r) => r.figures![period])]) {
            if (f.profitSat !== null) expect(f.profitSat).toBe(f.revenueSat - f.feeSat - f.electricitySat!);
            if (f.profitMinor !== null) expect(f.profitMinor).toBe(f.revenueMinor! - f.feeMinor! - f.electricityMinor);
          }
        }
      }),
    );
  });

  it('has no fiat revenue or profit without a BTC rate, but still the electricity bill', () => {
    const rig = rigTotals([row('antminer-s21')], CATALOGUE, SPOT, [], { ...SETTINGS, btcRate: 0 }, 3000, 2);
    expect(rig.figures.day).toMatchObject({
      revenueSat: 10_400,
      revenueMinor: null,
      profitMinor: null,
      electricitySat: null,
      profitSat: null,
      electricityMinor: 420,
    });
    expect(rig.breakEvenKwhPrice).toBeNull();
    expect(rig.paybackDays).toBeNull();
  });

  it('leaves out a row with no priced algorithm (an unknown device mines nothing and draws nothing)', () => {
    const rig = rigTotals([row('antminer-s21'), row('not-in-catalogue', 4, 900)], CATALOGUE, SPOT, [], SETTINGS, null, 2);
    expect(rig.counted).toBe(1);
    expect(rig.rows[1]!.best).toBeNull();
    expect(rig.watts).toBe(3500);
    expect(rig.figures.day.revenueSat).toBe(10_400);
  });
});
