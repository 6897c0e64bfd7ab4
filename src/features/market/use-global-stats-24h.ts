/** The algorithms with their 24 h average figures, for the calculator's side-by-side view. */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useRemote } from '../../lib/use-remote';
import { algorithmRows, type AlgorithmRow } from './algorithm-rows';
import { fetchGlobalStats24h } from './api/get-global-stats-24h';
import { marketState } from './state';

export function useAverageRows(): { rows: AlgorithmRow[]; asOf?: number } {
  const { state } = useRemote(fetchGlobalStats24h);
  const { algorithms } = useSnapshot(marketState);
  const stats = state.status === 'ready' ? state.data : undefined;
  const rows = useMemo(() => (stats && algorithms.data ? algorithmRows(algorithms.data, stats) : []), [algorithms.data, stats]);
  return { rows, asOf: state.status === 'ready' ? state.asOf : undefined };
}
