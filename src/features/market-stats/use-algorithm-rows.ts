/**
 * The live figures per algorithm from the mining store, kept fresh while a
 * page shows them: global stats every CACHE_TTL_SECONDS.globalStats (the
 * client's cache holds them that long, so one call a minute at most) and the
 * algorithm list only if startup has not brought it.
 */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { CACHE_TTL_SECONDS } from '../../config/limits';
import { loadAlgorithms, loadGlobalStats, miningState } from '../mining/state';
import { algorithmRows, type AlgorithmRow } from './algorithm-rows';
import type { RemoteState } from '../../components/ui/RemoteBlock';

const REFRESH_MS = CACHE_TTL_SECONDS.globalStats * 1000;

export type LiveState<T> = RemoteState<T>;

export function reloadMarketStats(): void {
  void loadGlobalStats();
  if (miningState.algorithms.length === 0) void loadAlgorithms();
}

export function useMarketStatsRefresh(): void {
  useEffect(() => {
    reloadMarketStats();
    const timer = setInterval(reloadMarketStats, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}

/** Every enabled algorithm with its live figures, highest price first. */
export function useAlgorithmRows(): LiveState<AlgorithmRow[]> {
  useMarketStatsRefresh();
  const mining = useSnapshot(miningState);
  const rows = useMemo(() => algorithmRows(mining.algorithms, mining.globalStats), [mining.algorithms, mining.globalStats]);
  const error = mining.globalStatsError ?? (mining.algorithms.length === 0 ? mining.algorithmsError : null);
  if (error) return { status: 'error', message: error };
  if (mining.globalStatsLoadedAt === null || mining.algorithms.length === 0) return { status: 'loading' };
  return { status: 'ready', data: rows, loadedAt: mining.globalStatsLoadedAt };
}
