/** GET exchange/api/v2/candlesticks: one market's candles between two times at a resolution in minutes. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export interface Candle {
  /** Epoch seconds, the start of the bucket. */
  time: number;
  open: number;
  close: number;
  low: number;
  high: number;
  volume: number;
}

export function fetchCandles(market: string, fromS: number, toS: number, resolution: number, signal?: AbortSignal): Promise<Answer<Candle[]>> {
  return api.read<Candle[]>(API.candlesticks, { query: { market, from: fromS, to: toS, resolution }, signal });
}
