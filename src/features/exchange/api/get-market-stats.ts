/** GET exchange/api/v2/info/marketStats: per market the 24 h low, high, volume, change in % and hourly closes (`csjs`). */
import { API } from '../../../config/api-contract';
import type { MarketDayStats } from '../../../config/api/exchange';
import { api, type Answer } from '../../../lib/api';

export type { MarketDayStats };

export function fetchMarketStats(signal?: AbortSignal): Promise<Answer<Record<string, MarketDayStats>>> {
  return api.read(API.marketStats, { signal });
}
