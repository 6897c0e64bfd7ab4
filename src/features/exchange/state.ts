/**
 * The exchange: its markets (info/status, loaded at startup; a failure shows
 * its error) and last prices (info/prices), refreshed only when older than
 * LAST_PRICE_MAX_AGE_MS (5 s); a price failure is silent and leaves the last
 * prices.
 */
import { proxy } from 'valtio';
import { LAST_PRICE_MAX_AGE_MS } from '../../config/limits';
import { fetchExchangeMarkets } from './api/get-exchange-status';
import { fetchLastPrices } from './api/get-prices';
import type { ExchangeMarket } from './types';

export type { ExchangeMarket } from './types';

// -- State --

export interface ExchangeState {
  markets: ExchangeMarket[];
  /** Last price per market symbol. */
  prices: Record<string, number>;
  /** When the prices were last asked for (epoch ms), answered or not; null before the first time. */
  pricesFetchedAt: number | null;
  /** When the prices shown were fetched (the worker's stored time when it answered); null before any. */
  pricesAsOf: number | null;
}

export const exchangeState = proxy<ExchangeState>({ markets: [], prices: {}, pricesFetchedAt: null, pricesAsOf: null });

// -- Actions --

export async function loadExchangeInfo(): Promise<void> {
  try {
    exchangeState.markets = await fetchExchangeMarkets();
  } catch {
    // The notice is shown; the previous markets stay.
  }
}

let refreshing: Promise<void> | undefined;

/** Fetches the last prices unless they are at most 5 s old (or a fetch is under way). */
export function refreshPrices(now: number = Date.now()): Promise<void> {
  const fetchedAt = exchangeState.pricesFetchedAt;
  if (fetchedAt !== null && now - fetchedAt <= LAST_PRICE_MAX_AGE_MS) return Promise.resolve();
  refreshing ??= fetchLastPrices()
    .then(({ data: prices, asOf }) => {
      if (prices) {
        exchangeState.prices = Object.fromEntries(
          Object.entries(prices)
            .filter(([, p]) => Number.isFinite(Number(p)))
            .map(([s, p]) => [s, Number(p)]),
        );
        exchangeState.pricesAsOf = asOf;
      }
      // A failure is silent (spec section 8): the last prices stay, and the
      // attempt counts, so a page shows "no price" instead of loading forever.
      exchangeState.pricesFetchedAt = Date.now();
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** The market's last price, or null when it has none. */
export function lastPrice(symbol: string): number | null {
  return exchangeState.prices[symbol] ?? null;
}

export function resetExchangeState(): void {
  Object.assign(exchangeState, { markets: [], prices: {}, pricesFetchedAt: null, pricesAsOf: null });
  refreshing = undefined;
}
