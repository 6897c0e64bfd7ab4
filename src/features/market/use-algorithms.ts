/** The algorithm list (loaded at startup; asked for again if startup did not bring it), as its slot. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ready, type Remote } from '../../lib/remote';
import { loadAlgorithms, marketState } from './state';
import type { MiningAlgorithm } from './types';

const reload = (): void => void loadAlgorithms();

export function useAlgorithms(): { state: Remote<readonly MiningAlgorithm[]>; reload: () => void } {
  const { algorithms } = useSnapshot(marketState);
  const missing = algorithms.data === undefined;
  useEffect(() => {
    if (missing) reload();
  }, [missing]);
  // A list once loaded stays on screen, even if a later load (a reboot) failed.
  return { state: algorithms.data ? ready(algorithms.data, algorithms.asOf) : algorithms, reload };
}
