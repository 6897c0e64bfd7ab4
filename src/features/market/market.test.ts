import { describe, expect, it } from 'vitest';
import type { MiningAlgorithm } from './types';
import { algorithmRows, busiestAlgorithms, findAlgorithm, marketTotals } from './algorithm-rows';
import { btcPerDay } from './profitability';
import { stratumAddresses } from './stratum';
import { miningAlgorithm } from './test-support';

const ALGORITHMS: MiningAlgorithm[] = [
  miningAlgorithm({
    algorithm: 'SCRYPT',
    title: 'Scrypt',
    order: 0,
    displayMiningFactor: 'MH',
    miningFactor: '1000000',
    displayMarketFactor: 'TH',
    marketFactor: '1000000000000',
  }),
  miningAlgorithm({
    algorithm: 'SHA256',
    title: 'SHA256',
    order: 1,
    displayMiningFactor: 'TH',
    miningFactor: '1000000000000',
    displayMarketFactor: 'PH',
    marketFactor: '1000000000000000',
    displayPriceFactor: 'PH',
  }),
  miningAlgorithm({ algorithm: 'OLD', title: 'Old', order: 7, enabled: false }),
  miningAlgorithm({ algorithm: 'KAWPOW', title: 'KawPow', order: 51 }),
];

const STATS = [
  { a: 0, p: 0.02, s: 100, r: 7000, o: 200 },
  { a: 1, p: 0.0005, s: 600, r: 2800, o: 40 },
  { a: 7, p: 9, s: 1, r: 1, o: 1 },
];

describe('algorithm rows', () => {
  it('joins enabled algorithms with their stats, highest price first and unpriced last', () => {
    const rows = algorithmRows(ALGORITHMS, STATS);
    expect(rows.map((row) => row.algorithm)).toEqual(['SCRYPT', 'SHA256', 'KAWPOW']);
    expect(rows[1]).toMatchObject({
      slug: 'sha256',
      payingPrice: 0.0005,
      speed: 600,
      rigs: 2800,
      orders: 40,
      miningUnit: 'TH',
      marketUnit: 'PH',
      priceUnit: 'PH',
      miningFactor: 1e12,
      marketFactor: 1e15,
    });
    expect(rows[2]).toMatchObject({ payingPrice: null, orders: null });
  });

  it('finds an algorithm by its lower-case name and never a disabled one', () => {
    expect(findAlgorithm(ALGORITHMS, 'sha256')?.title).toBe('SHA256');
    expect(findAlgorithm(ALGORITHMS, 'Scrypt')?.title).toBe('Scrypt');
    expect(findAlgorithm(ALGORITHMS, 'old')).toBeUndefined();
    expect(findAlgorithm(ALGORITHMS, 'nope')).toBeUndefined();
  });

  it('adds up orders and rigs and counts algorithms with orders', () => {
    expect(marketTotals(algorithmRows(ALGORITHMS, STATS))).toEqual({ orders: 240, rigs: 9800, activeAlgorithms: 2 });
  });

  it('ranks the busiest algorithms by active orders', () => {
    expect(busiestAlgorithms(algorithmRows(ALGORITHMS, STATS), 1).map((row) => row.algorithm)).toEqual(['SCRYPT']);
  });
});

describe('btcPerDay', () => {
  it('converts mining units to market units before applying the price (the documented S21 example)', () => {
    expect(btcPerDay(200, 1e12, 1e15, 0.00052)).toBeCloseTo(0.000104, 12);
  });

  it('is zero without a market factor', () => {
    expect(btcPerDay(1, 1, 0, 1)).toBe(0);
  });
});

describe('stratumAddresses', () => {
  it('builds one address per location on the stratum port', () => {
    expect(stratumAddresses('SHA256').map((a) => a.url)).toEqual([
      'stratum+tcp://sha256.eu-west.hashvale.example:9200',
      'stratum+tcp://sha256.usa-west.hashvale.example:9200',
    ]);
  });
});
