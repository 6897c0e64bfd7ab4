/** The algorithm list (loaded at startup; asked for again if startup did not bring it), as a RemoteState. */
import { useEffect } from 'react';
import { useDataSnapshot } from '../../lib/use-data-snapshot';
import { LOADING, ready, type RemoteState } from '../../lib/remote-state';
import { loadAlgorithms, marketState } from './state';
import type { MiningAlgorithm } from './types';

export function useAlgorithms(): { state: RemoteState<readonly MiningAlgorithm[]>; reload: () => void } {
  const market = useDataSnapshot(marketState);
  const empty = market.algorithms.length === 0;
  useEffect(() => {
    if (empty) void loadAlgorithms();
  }, [empty]);
  const state: RemoteState<readonly MiningAlgorithm[]> = !empty
    ? ready(market.algorithms)
    : market.algorithmsError
      ? { status: 'error', message: market.algorithmsError }
      : LOADING;
  return { state, reload: () => void loadAlgorithms() };
}
