import { describe, expect, it } from 'vitest';
import { globalStat, miningAlgorithm } from './test-support';
import { rankByPayingPrice, type AlgorithmList, type GlobalStats } from './top-algorithms';

const algorithms: AlgorithmList = {
  miningAlgorithms: [
    miningAlgorithm({ algorithm: 'SCRYPT', title: 'Scrypt', order: 0, displayPriceFactor: 'TH' }),
    miningAlgorithm({ algorithm: 'SHA256', title: 'SHA256', order: 1, displayPriceFactor: 'PH' }),
    miningAlgorithm({ algorithm: 'X11', title: 'X11', order: 3, displayMarketFactor: 'TH', displayPriceFactor: '' }),
    miningAlgorithm({ algorithm: 'KAWPOW', title: 'KawPow', order: 46, displayPriceFactor: 'GH' }),
    miningAlgorithm({ algorithm: 'OLD', title: 'Old', order: 7, enabled: false, displayPriceFactor: 'TH' }),
  ],
};

describe('rankByPayingPrice', () => {
  it('joins stats to algorithms by order code and sorts by paying price, highest first', () => {
    const stats: GlobalStats = { algos: [globalStat({ a: 0, p: 1 }), globalStat({ a: 46, p: 3 }), globalStat({ a: 1, p: 2 })] };
    expect(rankByPayingPrice(stats, algorithms)).toEqual([
      { algorithm: 'KAWPOW', title: 'KawPow', payingPrice: 3, priceFactor: 'GH' },
      { algorithm: 'SHA256', title: 'SHA256', payingPrice: 2, priceFactor: 'PH' },
      { algorithm: 'SCRYPT', title: 'Scrypt', payingPrice: 1, priceFactor: 'TH' },
    ]);
  });

  it('keeps only the requested number', () => {
    const stats: GlobalStats = { algos: [globalStat({ a: 0, p: 1 }), globalStat({ a: 46, p: 3 }), globalStat({ a: 1, p: 2 }), globalStat({ a: 3, p: 4 })] };
    expect(rankByPayingPrice(stats, algorithms, 2).map((r) => r.algorithm)).toEqual(['X11', 'KAWPOW']);
  });

  it('falls back to the market factor when the algorithm has no price factor', () => {
    expect(rankByPayingPrice({ algos: [globalStat({ a: 3, p: 1 })] }, algorithms)[0]?.priceFactor).toBe('TH');
  });

  it('skips stats of unknown or disabled algorithms', () => {
    const stats: GlobalStats = { algos: [globalStat({ a: 99, p: 9 }), globalStat({ a: 7, p: 8 }), globalStat({ a: 0, p: 1 })] };
    expect(rankByPayingPrice(stats, algorithms).map((r) => r.algorithm)).toEqual(['SCRYPT']);
  });
});
