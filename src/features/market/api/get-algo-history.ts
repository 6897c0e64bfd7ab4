/** GET main/api/v2/public/algo/history: one algorithm's last 24 h as [epoch s, total speed, paying price], oldest first. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export interface HistoryPoint {
  /** Epoch seconds. */
  time: number;
  /** Total speed in market units. */
  speed: number;
  /** BTC per market unit per day. */
  price: number;
}

export async function fetchAlgoHistory(algorithm: string, signal?: AbortSignal): Promise<Answer<HistoryPoint[]>> {
  const { data, asOf } = await api.read(API.algoHistory, { query: { algorithm }, signal });
  return { data: data.map(([time, speed, price]) => ({ time, speed, price })), asOf };
}
