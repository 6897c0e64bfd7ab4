/**
 * Keeps the home page's live data fresh while it is shown: the global stats
 * (the client's cache holds them 60 s, so a refresh at that pace costs one
 * call per minute at most) and the last prices (refreshed when older than 5 s).
 * Algorithms come with startup; they are asked for again only if missing.
 */
import { useEffect } from 'react';
import { CACHE_TTL_SECONDS } from '../../../config/limits';
import { refreshPrices } from '../../../features/exchange/state';
import { loadAlgorithms, loadGlobalStats, miningState } from '../../../features/mining/state';

const REFRESH_MS = CACHE_TTL_SECONDS.globalStats * 1000;

export function reloadLiveMarket(): void {
  void loadGlobalStats();
  if (miningState.algorithms.length === 0) void loadAlgorithms();
  void refreshPrices();
}

export function useLiveMarket(): void {
  useEffect(() => {
    reloadLiveMarket();
    const timer = setInterval(reloadLiveMarket, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
}
