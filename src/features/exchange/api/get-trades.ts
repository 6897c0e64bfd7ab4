/** GET exchange/api/v2/info/trades: one market's latest trades, newest first (`time` in microseconds). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export interface Trade {
  id: string;
  dir: 'BUY' | 'SELL';
  price: number;
  qty: number;
  sndQty: number;
  /** Epoch microseconds. */
  time: number;
}

export function fetchTrades(market: string, limit: number, signal?: AbortSignal): Promise<Answer<Trade[]>> {
  return api.read<Trade[]>(API.trades, { query: { market, limit }, signal });
}
