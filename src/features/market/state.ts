/**
 * Mining algorithms (loaded at startup) and the global market stats that the
 * live figures rank, one slot each (src/lib/remote.ts): the last answer with
 * its time, and why the last load failed.
 */
import { proxy } from 'valtio';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { fetchAlgorithms } from './api/get-algorithms';
import { fetchGlobalStats } from './api/get-global-stats';
import type { GlobalStat, MiningAlgorithm } from './types';

export type { GlobalStat, MiningAlgorithm } from './types';

// -- State --

export interface MarketState {
  algorithms: Remote<MiningAlgorithm[]>;
  /** `asOf`: when the stats shown were fetched (the worker's stored time when it answered). */
  globalStats: Remote<GlobalStat[]>;
}

export const marketState = proxy<MarketState>({ algorithms: idle(), globalStats: idle() });

// -- Actions --

export async function loadAlgorithms(): Promise<void> {
  await loadSlot(marketState, 'algorithms', fetchAlgorithms);
}

export async function loadGlobalStats(): Promise<void> {
  await loadSlot(marketState, 'globalStats', fetchGlobalStats);
}

/** The global stats now, and the algorithm list if startup has not brought it: what the live figures need. */
export function reloadMarketStats(): void {
  void loadGlobalStats();
  if (marketState.algorithms.data === undefined) void loadAlgorithms();
}
