/**
 * The top algorithms by paying price: global stats (`a` = the algorithm's
 * `order` code, `p` = paying price) joined with the algorithm list for titles
 * and price units, both from the market state.
 */
import type { GlobalStat, MiningAlgorithm } from './types';

export const TOP_ALGORITHMS_COUNT = 5;

export interface GlobalStats {
  algos: readonly GlobalStat[];
}

export interface AlgorithmList {
  miningAlgorithms: readonly MiningAlgorithm[];
}

export interface RankedAlgorithm {
  algorithm: string;
  title: string;
  payingPrice: number;
  /** The unit prefix the price is quoted per, e.g. "TH" in BTC/TH/day. */
  priceFactor: string;
}

/** Pure join and sort: stats without a known, enabled algorithm are skipped. */
export function rankByPayingPrice(stats: GlobalStats, algorithms: AlgorithmList, count = TOP_ALGORITHMS_COUNT): RankedAlgorithm[] {
  const byOrder = new Map(algorithms.miningAlgorithms.map((algo) => [algo.order, algo]));
  const ranked: RankedAlgorithm[] = [];
  for (const stat of stats.algos) {
    const algo = byOrder.get(stat.a);
    if (!algo || algo.enabled === false || !Number.isFinite(stat.p)) continue;
    ranked.push({
      algorithm: algo.algorithm,
      title: algo.title,
      payingPrice: stat.p,
      // The contract's "no price factor" is an empty string.
      priceFactor: algo.displayPriceFactor || algo.displayMarketFactor,
    });
  }
  return ranked.sort((x, y) => y.payingPrice - x.payingPrice).slice(0, count);
}
