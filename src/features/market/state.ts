/**
 * Mining algorithms (loaded at startup) and the global market stats that the
 * live figures rank; each keeps why its last load failed.
 */
import { proxy } from 'valtio';
import { fetchAlgorithms } from './api/get-algorithms';
import { fetchGlobalStats } from './api/get-global-stats';
import type { GlobalStat, MiningAlgorithm } from './types';

export type { GlobalStat, MiningAlgorithm } from './types';

// -- State --

export interface MarketState {
  algorithms: MiningAlgorithm[];
  globalStats: GlobalStat[];
  /** When the global stats shown were fetched (epoch ms); null before the first answer. */
  globalStatsAsOf: number | null;
  /** Why the last load failed (the error's message), null after a success. */
  globalStatsError: string | null;
  algorithmsError: string | null;
}

export const marketState = proxy<MarketState>({
  algorithms: [],
  globalStats: [],
  globalStatsAsOf: null,
  globalStatsError: null,
  algorithmsError: null,
});

// -- Actions --

export async function loadAlgorithms(): Promise<void> {
  try {
    marketState.algorithms = await fetchAlgorithms();
    marketState.algorithmsError = null;
  } catch (error) {
    marketState.algorithmsError = (error as Error).message;
  }
}

export async function loadGlobalStats(): Promise<void> {
  try {
    const { data, asOf } = await fetchGlobalStats();
    marketState.globalStats = data;
    marketState.globalStatsAsOf = asOf;
    marketState.globalStatsError = null;
  } catch (error) {
    marketState.globalStatsError = (error as Error).message;
  }
}
