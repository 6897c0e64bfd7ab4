/**
 * The hourly paying prices of the last 30 days for each algorithm the rig
 * mines (one historyForInterval call each, the window of averagesQuery), for
 * the calculator's 24 h, 7 d and 30 d averages. Nothing is asked for until
 * `wanted` (the section came near the screen), so the first paint fetches
 * none of it.
 */
import { useCallback } from 'react';
import type { Answer } from '../../lib/api';
import type { Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchAlgoHistoryForInterval } from './api/get-algo-history-for-interval';
import { averagesQuery, type PricePoint } from './calculator/economics';

export interface PriceHistory {
  /** The last hour (epoch s) of the window. */
  to: number;
  points: Record<string, PricePoint[]>;
}

export function usePriceAverages(algorithms: readonly string[], wanted: boolean): { state: Remote<PriceHistory>; reload: () => void } {
  const key = [...new Set(algorithms)].sort().join(',');
  const load = useCallback(
    async (signal: AbortSignal): Promise<Answer<PriceHistory>> => {
      const names = key.split(',').filter(Boolean);
      const window = averagesQuery(Date.now());
      const answers = await Promise.all(names.map((algorithm) => fetchAlgoHistoryForInterval(algorithm, window, signal)));
      const points: Record<string, PricePoint[]> = {};
      names.forEach((name, i) => {
        points[name] = answers[i]!.data.map(({ time, price }) => ({ time, price }));
      });
      const asOf = answers.length > 0 ? Math.min(...answers.map((a) => a.asOf)) : Date.now();
      return { data: { to: window.to, points }, asOf };
    },
    [key],
  );
  return useRemote(wanted && key !== '' ? load : undefined);
}
