/**
 * The top algorithms by paying price: global stats (`a` = the algorithm's
 * `order` code, `p` = paying price) joined with the algorithm list for titles
 * and price units. Moves to a feature module with the shared API client (issue 4).
 */
import { getJson } from '../../../lib/http';

export const GLOBAL_STATS_PATH = '/main/api/v2/public/stats/global/current';
export const ALGORITHMS_PATH = '/main/api/v2/mining/algorithms';
export const TOP_ALGORITHMS_COUNT = 5;

export interface GlobalStats {
  algos: Array<{ a: number; p: number; s?: number; r?: number; o?: number }>;
}

export interface AlgorithmList {
  miningAlgorithms: Array<{
    algorithm: string;
    title: string;
    order: number;
    enabled?: boolean;
    displayPriceFactor?: string;
    displayMarketFactor?: string;
  }>;
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
      priceFactor: algo.displayPriceFactor ?? algo.displayMarketFactor ?? '',
    });
  }
  return ranked.sort((x, y) => y.payingPrice - x.payingPrice).slice(0, count);
}

export async function fetchTopAlgorithms(signal: AbortSignal): Promise<RankedAlgorithm[]> {
  const [stats, algorithms] = await Promise.all([
    getJson<GlobalStats>(GLOBAL_STATS_PATH, { signal }),
    getJson<AlgorithmList>(ALGORITHMS_PATH, { signal }),
  ]);
  return rankByPayingPrice(stats, algorithms);
}
