/** GET main/api/v2/public/algo/historyForInterval: one algorithm's hourly [epoch s, total speed, paying price] from `from` to `to` (epoch s), oldest first. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { HistoryPoint } from './get-algo-history';

export async function fetchAlgoHistoryForInterval(
  algorithm: string,
  window: { from: number; to: number },
  signal?: AbortSignal,
): Promise<Answer<HistoryPoint[]>> {
  const { data, asOf } = await api.read(API.algoHistoryForInterval, { query: { algorithm, ...window }, signal });
  return { data: data.map(([time, speed, price]) => ({ time, speed, price })), asOf };
}
