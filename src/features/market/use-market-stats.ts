/**
 * The live market figures for pages: every hook here keeps the global stats
 * fresh while a page shows them (one refresh for all the hooks on screen,
 * every LIVE_DATA_REFRESH_MS while the user is present: lib/use-polling.ts)
 * and asks for the algorithm list only if startup has not brought it.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { LOADING, ready, type Remote } from '../../lib/remote';
import { usePolling } from '../../lib/use-polling';
import { algorithmRows, marketTotals, type AlgorithmRow, type MarketTotals } from './algorithm-rows';
import { marketState, reloadMarketStats } from './state';
import { rankByPayingPrice, type RankedAlgorithm } from './top-algorithms';
import type { GlobalStat, MiningAlgorithm } from './types';

export { reloadMarketStats } from './state';

const NONE: never[] = [];

/** The figures derived from the algorithms and the stats, or loading, or why they failed. */
function useMarketStats<T>(derive: (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) => T): Remote<T> {
  usePolling(reloadMarketStats, LIVE_DATA_REFRESH_MS);
  const { algorithms, globalStats } = useSnapshot(marketState);
  const list = algorithms.data ?? NONE;
  const stats = globalStats.data;
  const data = useMemo(() => derive(list, stats ?? NONE), [derive, list, stats]);
  if (globalStats.status === 'error') return { status: 'error', error: globalStats.error };
  if (algorithms.status === 'error' && algorithms.data === undefined) return { status: 'error', error: algorithms.error };
  if (stats === undefined || algorithms.data === undefined) return LOADING;
  return ready(data, globalStats.asOf);
}

const topAlgorithms = (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) =>
  rankByPayingPrice({ algos: stats }, { miningAlgorithms: algorithms });
const totals = (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) => marketTotals(algorithmRows(algorithms, stats));

/** Every enabled algorithm with its live figures, highest price first. */
export const useAlgorithmRows = (): Remote<AlgorithmRow[]> => useMarketStats(algorithmRows);
/** The algorithms paying the most (TOP_ALGORITHMS_COUNT). */
export const useTopAlgorithms = (): Remote<RankedAlgorithm[]> => useMarketStats(topAlgorithms);
/** Active orders, rigs and algorithms with orders, over the whole market. */
export const useMarketTotals = (): Remote<MarketTotals> => useMarketStats(totals);
