/** Every market's 24 h figures (low, high, volume, change, hourly closes), refreshed with the live data. */
import { LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { useRemote } from '../../lib/use-remote';
import { fetchMarketStats } from './api/get-market-stats';

export type { MarketDayStats } from './api/get-market-stats';

export function useDayStats() {
  return useRemote(fetchMarketStats, LIVE_DATA_REFRESH_MS);
}
