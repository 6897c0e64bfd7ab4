/**
 * The BTC price for a page that shows it live: pushed by the exchange stream
 * as it changes (live-prices.ts), and the last prices of every market
 * refreshed on mount and every LIVE_DATA_REFRESH_MS while a page shows them
 * and the user is present (lib/use-polling.ts; the refresh itself skips a call
 * when the last was under 5 s ago).
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { LOADING, ready, type Remote } from '../../lib/remote';
import { usePolling } from '../../lib/use-polling';
import { BTC_MARKET, btcPrice } from './btc-price';
import { watchLivePrice } from './live-prices';
import { exchangeState, refreshPrices } from './state';

export function reloadPrices(): void {
  void refreshPrices();
}

/** Loading until the first answer; then the price, or null when there is none (the prices failed silently). */
export function useBtcPrice(): Remote<number | null> {
  usePolling(reloadPrices, LIVE_DATA_REFRESH_MS);
  useEffect(() => watchLivePrice(BTC_MARKET), []);
  const { prices } = useSnapshot(exchangeState);
  if (prices.status === 'idle' || prices.status === 'loading') return prices.data ? ready(btcPrice(prices.data), prices.asOf) : LOADING;
  return ready(prices.data ? btcPrice(prices.data) : null, prices.asOf);
}
