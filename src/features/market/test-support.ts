/**
 * Fixtures of the contract's algorithm and global-stat shapes for tests: the
 * fields a test names, every other one neutral (no unit, factor 1, nothing
 * counted), so a fixture says only what its test is about.
 */
import type { GlobalStat, MiningAlgorithm } from './types';

export function miningAlgorithm(fields: Pick<MiningAlgorithm, 'algorithm' | 'title' | 'order'> & Partial<MiningAlgorithm>): MiningAlgorithm {
  return {
    enabled: true,
    displayMiningFactor: '',
    miningFactor: '1',
    displayMarketFactor: '',
    marketFactor: '1',
    displayPriceFactor: '',
    priceFactor: '1',
    minimalOrderAmount: '0',
    minSpeedLimit: '0',
    maxSpeedLimit: '0',
    priceDownStep: '0',
    color: '',
    ordersEnabled: true,
    enabledMarkets: '',
    ...fields,
  };
}

export function globalStat(fields: Pick<GlobalStat, 'a' | 'p'> & Partial<GlobalStat>): GlobalStat {
  return { s: 0, r: 0, o: 0, ...fields };
}
