/** GET exchange/api/v2/info/trades: one market's latest trades, newest first (`time` in microseconds). */
import { API } from '../../../config/api-contract';
import type { Trade } from '../../../config/api/exchange';
import { api, type Answer } from '../../../lib/api';

export type { Trade };

export function fetchTrades(market: string, limit: number, signal?: AbortSignal): Promise<Answer<Trade[]>> {
  return api.read(API.trades, { query: { market, limit }, signal });
}
