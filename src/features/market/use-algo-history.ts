/** An algorithm's paying price and total speed over the last 24 h, for the charts; none for no algorithm. */
import { useCallback } from 'react';
import { useRemote } from '../../lib/use-remote';
import { fetchAlgoHistory, type HistoryPoint } from './api/get-algo-history';
import type { Remote } from '../../lib/remote';

const NONE = async () => ({ data: [] as HistoryPoint[], asOf: Date.now() });

export function useAlgoHistory(algorithm: string | undefined): Remote<HistoryPoint[]> {
  const load = useCallback((signal: AbortSignal) => (algorithm ? fetchAlgoHistory(algorithm, signal) : NONE()), [algorithm]);
  return useRemote(load).state;
}
