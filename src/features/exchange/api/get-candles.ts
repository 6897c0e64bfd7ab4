/** GET exchange/api/v2/candlesticks: one market's candles between two times at a resolution in minutes. */
import { API } from '../../../config/api-contract';
import type { Candle } from '../../../config/api/exchange';
import type { CandleResolution } from '../../../config/live-streams';
import { api, type Answer } from '../../../lib/api';

export type { Candle };

export function fetchCandles(market: string, fromS: number, toS: number, resolution: CandleResolution, signal?: AbortSignal): Promise<Answer<Candle[]>> {
  return api.read(API.candlesticks, { query: { market, from: fromS, to: toS, resolution }, signal });
}
