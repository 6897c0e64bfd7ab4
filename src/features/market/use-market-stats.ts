/**
 * The live market figures for pages: every hook here keeps the global stats
 * fresh while a page shows them (one refresh for all the hooks on screen,
 * every LIVE_DATA_REFRESH_MS while the user is present: lib/presence.ts) and asks for the algorithm list only if
 * startup has not brought it.
 */
import { useEffect, useMemo } from 'react';
import { useDataSnapshot } from '../../lib/use-data-snapshot';
import { LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { presenceInterval } from '../../lib/presence';
import { LOADING, ready, type RemoteState } from '../../lib/remote-state';
import { algorithmRows, marketTotals, type AlgorithmRow, type MarketTotals } from './algorithm-rows';
import { loadAlgorithms, loadGlobalStats, marketState } from './state';
import { rankByPayingPrice, type RankedAlgorithm } from './top-algorithms';
import type { GlobalStat, MiningAlgorithm } from './types';

export function reloadMarketStats(): void {
  void loadGlobalStats();
  if (marketState.algorithms.length === 0) void loadAlgorithms();
}

let watchers = 0;
let stopRefresh: (() => void) | undefined;

function watchMarketStats(): () => void {
  if (watchers++ === 0) {
    reloadMarketStats();
    stopRefresh = presenceInterval(reloadMarketStats, LIVE_DATA_REFRESH_MS);
  }
  return () => {
    if (--watchers === 0) stopRefresh?.();
  };
}

/** The figures derived from the algorithms and the stats, or loading, or why they failed. */
function useMarketStats<T>(derive: (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) => T): RemoteState<T> {
  useEffect(watchMarketStats, []);
  const market = useDataSnapshot(marketState);
  const data = useMemo(() => derive(market.algorithms, market.globalStats), [derive, market.algorithms, market.globalStats]);
  const error = market.globalStatsError ?? (market.algorithms.length === 0 ? market.algorithmsError : null);
  if (error) return { status: 'error', message: error };
  if (market.globalStatsAsOf === null || market.algorithms.length === 0) return LOADING;
  return ready(data, market.globalStatsAsOf);
}

const topAlgorithms = (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) =>
  rankByPayingPrice({ algos: stats }, { miningAlgorithms: algorithms });
const totals = (algorithms: readonly MiningAlgorithm[], stats: readonly GlobalStat[]) => marketTotals(algorithmRows(algorithms, stats));

/** Every enabled algorithm with its live figures, highest price first. */
export const useAlgorithmRows = (): RemoteState<AlgorithmRow[]> => useMarketStats(algorithmRows);
/** The algorithms paying the most (TOP_ALGORITHMS_COUNT). */
export const useTopAlgorithms = (): RemoteState<RankedAlgorithm[]> => useMarketStats(topAlgorithms);
/** Active orders, rigs and algorithms with orders, over the whole market. */
export const useMarketTotals = (): RemoteState<MarketTotals> => useMarketStats(totals);
