/** The mining-address page's three remote slots: live rigs (refreshed each minute), the chosen day, the payouts. */
import { useCallback } from 'react';
import { useRemote } from '../../lib/use-remote';
import { MINUTE_MS } from '../../config/time';
import { fetchMinerDay, fetchMinerPayouts, fetchMinerRigs } from './api/get-miner';

export function useMinerRigs(address: string | undefined) {
  const load = useCallback((signal: AbortSignal) => fetchMinerRigs(address!, signal), [address]);
  return useRemote(address ? load : undefined, MINUTE_MS);
}

export function useMinerDay(address: string | undefined, day: string) {
  const load = useCallback((signal: AbortSignal) => fetchMinerDay(address!, day, signal), [address, day]);
  return useRemote(address ? load : undefined);
}

export function useMinerPayouts(address: string | undefined) {
  const load = useCallback((signal: AbortSignal) => fetchMinerPayouts(address!, signal), [address]);
  return useRemote(address ? load : undefined);
}
