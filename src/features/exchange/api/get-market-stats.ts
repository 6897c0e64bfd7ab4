/** GET exchange/api/v2/info/marketStats: per market the 24 h low, high, volume, change in % and hourly closes (`csjs`). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export interface MarketDayStats {
  l24: number;
  h24: number;
  /** Volume in the base asset. */
  v24: number;
  /** Change over 24 h, in percent. */
  c24: number;
  /** Hourly closes, oldest first: `d` epoch seconds, `v` price. */
  csjs: Array<{ d: number; v: number }>;
}

export function fetchMarketStats(signal?: AbortSignal): Promise<Answer<Record<string, MarketDayStats>>> {
  return api.read<Record<string, MarketDayStats>>(API.marketStats, { signal });
}
