/**
 * The BTC price for a page that shows it live: the last prices are refreshed
 * on mount and every LIVE_DATA_REFRESH_MS while the page is shown and the
 * user present (lib/presence.ts; the refresh itself skips a call when they
 * are under 5 s old).
 */
import { useEffect } from 'react';
import { useDataSnapshot } from '../../lib/use-data-snapshot';
import { LIVE_DATA_REFRESH_MS } from '../../config/limits';
import { presenceInterval } from '../../lib/presence';
import { LOADING, ready, type RemoteState } from '../../lib/remote-state';
import { btcPrice } from './btc-price';
import { exchangeState, refreshPrices } from './state';

export function reloadPrices(): void {
  void refreshPrices();
}

export function useBtcPrice(): RemoteState<number | null> {
  useEffect(() => {
    reloadPrices();
    return presenceInterval(reloadPrices, LIVE_DATA_REFRESH_MS);
  }, []);
  const exchange = useDataSnapshot(exchangeState);
  if (exchange.pricesFetchedAt === null) return LOADING;
  return ready(btcPrice(exchange.prices), exchange.pricesAsOf ?? exchange.pricesFetchedAt);
}
