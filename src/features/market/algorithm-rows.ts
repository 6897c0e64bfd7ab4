/**
 * The marketplace's figures per algorithm: the algorithm list (titles, units)
 * joined with the global stats (`a` = the algorithm's `order` code, `p` paying
 * price in BTC per market unit per day, `s` total speed in market units, `r`
 * rigs, `o` active orders). Pure functions over what the market state holds.
 */
import type { GlobalStat, MiningAlgorithm } from './types';

export interface AlgorithmRow {
  algorithm: string;
  /** The algorithm's address segment: /algorithm/<slug>. */
  slug: string;
  title: string;
  /** BTC per market unit per day; null when the stats have no entry. */
  payingPrice: number | null;
  /** Total speed in market units. */
  speed: number | null;
  rigs: number | null;
  orders: number | null;
  /** Display prefixes, e.g. "TH" for mining and "PH" for the market (SHA256). */
  miningUnit: string;
  marketUnit: string;
  /** The prefix prices are quoted per ("PH" in BTC/PH/day). */
  priceUnit: string;
  miningFactor: number;
  marketFactor: number;
}

export function algorithmSlug(algorithm: string): string {
  return algorithm.toLowerCase();
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}

export function toAlgorithmRow(algo: MiningAlgorithm, stat: GlobalStat | undefined): AlgorithmRow {
  const marketUnit = algo.displayMarketFactor ?? '';
  return {
    algorithm: algo.algorithm,
    slug: algorithmSlug(algo.algorithm),
    title: algo.title,
    payingPrice: finite(stat?.p),
    speed: finite(stat?.s),
    rigs: finite(stat?.r),
    orders: finite(stat?.o),
    miningUnit: algo.displayMiningFactor ?? '',
    marketUnit,
    // The contract's "no price factor" is an empty string.
    priceUnit: algo.displayPriceFactor || marketUnit,
    miningFactor: Number(algo.miningFactor ?? 1),
    marketFactor: Number(algo.marketFactor ?? 1),
  };
}

/** Every enabled algorithm with its figures, highest paying price first (no price last). */
export function algorithmRows(algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]): AlgorithmRow[] {
  const byOrder = new Map(stats.map((stat) => [stat.a, stat]));
  return algorithms
    .filter((algo) => algo.enabled !== false)
    .map((algo) => toAlgorithmRow(algo, byOrder.get(algo.order)))
    .sort((x, y) => (y.payingPrice ?? -1) - (x.payingPrice ?? -1));
}

/** The enabled algorithm behind an address segment (case-insensitive), if any. */
export function findAlgorithm(algorithms: readonly MiningAlgorithm[], slug: string): MiningAlgorithm | undefined {
  const wanted = slug.toLowerCase();
  return algorithms.find((algo) => algo.enabled !== false && algorithmSlug(algo.algorithm) === wanted);
}

export interface MarketTotals {
  orders: number;
  rigs: number;
  /** Algorithms with at least one active order. */
  activeAlgorithms: number;
}

export function marketTotals(rows: readonly AlgorithmRow[]): MarketTotals {
  let orders = 0;
  let rigs = 0;
  let activeAlgorithms = 0;
  for (const row of rows) {
    orders += row.orders ?? 0;
    rigs += row.rigs ?? 0;
    if ((row.orders ?? 0) > 0) activeAlgorithms += 1;
  }
  return { orders, rigs, activeAlgorithms };
}

/** The algorithms with the most active orders. */
export function busiestAlgorithms(rows: readonly AlgorithmRow[], count: number): AlgorithmRow[] {
  return [...rows]
    .filter((row) => (row.orders ?? 0) > 0)
    .sort((x, y) => (y.orders ?? 0) - (x.orders ?? 0))
    .slice(0, count);
}
