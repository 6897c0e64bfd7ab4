/**
 * The hourly paying prices a back-test needs: one historyForInterval call per
 * algorithm the rig mines, for the span's whole UTC days. Nothing is asked for
 * until `wanted` (the section came near the screen or a span was picked), so
 * the calculator's first paint fetches none of it. The answer carries the time
 * it was computed for, so the days match the window asked for, and the oldest
 * fetch time among the answers (the kept copy's, offline).
 */
import { useCallback } from 'react';
import type { Answer } from '../../lib/api';
import type { Remote } from '../../lib/remote';
import { useRemote } from '../../lib/use-remote';
import { fetchAlgoHistoryForInterval } from './api/get-algo-history-for-interval';
import { backtestQuery, type BacktestAlgorithm } from './calculator/backtest';

export interface BacktestHistory {
  /** The time the window was computed for (epoch ms). */
  nowMs: number;
  days: number;
  histories: Record<string, BacktestAlgorithm>;
}

type Units = Record<string, { miningFactor: number; marketFactor: number }>;

export function useBacktestHistory(units: Units, days: number, wanted: boolean): { state: Remote<BacktestHistory>; reload: () => void } {
  // A stable key: the rig's units change identity on every render of the page.
  const key = JSON.stringify(Object.entries(units).sort(([a], [b]) => a.localeCompare(b)));
  const load = useCallback(
    async (signal: AbortSignal): Promise<Answer<BacktestHistory>> => {
      const entries = JSON.parse(key) as Array<[string, Units[string]]>;
      const nowMs = Date.now();
      const window = backtestQuery(days, nowMs);
      const answers = await Promise.all(entries.map(([algorithm]) => fetchAlgoHistoryForInterval(algorithm, window, signal)));
      const histories: Record<string, BacktestAlgorithm> = {};
      entries.forEach(([algorithm, factors], i) => {
        histories[algorithm] = { ...factors, points: answers[i]!.data };
      });
      const asOf = answers.length > 0 ? Math.min(...answers.map((a) => a.asOf)) : nowMs;
      return { data: { nowMs, days, histories }, asOf };
    },
    [key, days],
  );
  return useRemote(wanted ? load : undefined);
}
