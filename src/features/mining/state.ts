/**
 * Mining algorithms (loaded at startup, cached 300 s, unsigned) and the
 * global market stats (cached 60 s) that the home page ranks.
 */
import { proxy } from 'valtio';
import { CACHE_TTL_SECONDS } from '../../config/limits';
import { api } from '../../lib/api';

export const ALGORITHMS_PATH = 'main/api/v2/mining/algorithms';
export const GLOBAL_STATS_PATH = 'main/api/v2/public/stats/global/current';

export interface MiningAlgorithm {
  algorithm: string;
  title: string;
  order: number;
  enabled?: boolean;
  miningFactor?: string;
  displayMiningFactor?: string;
  marketFactor?: string;
  displayMarketFactor?: string;
  priceFactor?: string;
  displayPriceFactor?: string;
}

export interface GlobalStat {
  /** The algorithm's `order` code. */
  a: number;
  /** Paying price. */
  p: number;
  s?: number;
  r?: number;
  o?: number;
}

// -- State --

export interface MiningState {
  algorithms: MiningAlgorithm[];
  globalStats: GlobalStat[];
  /** When the global stats last arrived (epoch ms). */
  globalStatsLoadedAt: number | null;
  /** Why the last load failed (the error's message), null after a success. */
  globalStatsError: string | null;
  algorithmsError: string | null;
}

export const miningState = proxy<MiningState>({
  algorithms: [],
  globalStats: [],
  globalStatsLoadedAt: null,
  globalStatsError: null,
  algorithmsError: null,
});

// -- Actions --

export async function loadAlgorithms(): Promise<void> {
  try {
    const { miningAlgorithms } = await api.get<{ miningAlgorithms: MiningAlgorithm[] }>(ALGORITHMS_PATH, {
      cache: CACHE_TTL_SECONDS.standard,
    });
    miningState.algorithms = miningAlgorithms;
    miningState.algorithmsError = null;
  } catch (error) {
    miningState.algorithmsError = (error as Error).message;
  }
}

export async function loadGlobalStats(): Promise<void> {
  try {
    const { algos } = await api.get<{ algos: GlobalStat[] }>(GLOBAL_STATS_PATH, { cache: CACHE_TTL_SECONDS.globalStats });
    miningState.globalStats = algos;
    miningState.globalStatsLoadedAt = Date.now();
    miningState.globalStatsError = null;
  } catch (error) {
    miningState.globalStatsError = (error as Error).message;
  }
}
