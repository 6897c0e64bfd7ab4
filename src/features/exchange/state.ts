/**
 * The exchange: its markets (info/status, loaded at startup, cached 300 s,
 * a failure shows its error) and last prices (info/prices), refreshed only
 * when older than LAST_PRICE_MAX_AGE_MS (5 s); a price failure is silent and
 * leaves the last prices.
 */
import { proxy } from 'valtio';
import { CACHE_TTL_SECONDS, LAST_PRICE_MAX_AGE_MS } from '../../config/limits';
import { api } from '../../lib/api';

export const EXCHANGE_STATUS_PATH = 'exchange/api/v2/info/status';
export const PRICES_PATH = 'exchange/api/v2/info/prices';

export interface ExchangeMarket {
  symbol: string;
  status: string;
  baseAsset: string;
  quoteAsset: string;
  baseAssetPrecision: number;
  quoteAssetPrecision: number;
}

// -- State --

export interface ExchangeState {
  markets: ExchangeMarket[];
  /** Last price per market symbol. */
  prices: Record<string, number>;
  /** When the prices were fetched (epoch ms); null before the first time. */
  pricesFetchedAt: number | null;
}

export const exchangeState = proxy<ExchangeState>({ markets: [], prices: {}, pricesFetchedAt: null });

// -- Actions --

export async function loadExchangeInfo(): Promise<void> {
  try {
    const { symbols } = await api.get<{ symbols: ExchangeMarket[] }>(EXCHANGE_STATUS_PATH, {
      cache: CACHE_TTL_SECONDS.standard,
      notify: 'error-message',
    });
    exchangeState.markets = symbols;
  } catch {
    // The notice is shown; the previous markets stay.
  }
}

let refreshing: Promise<void> | undefined;

/** Fetches the last prices unless they are at most 5 s old (or a fetch is under way). */
export function refreshPrices(now: number = Date.now()): Promise<void> {
  const fetchedAt = exchangeState.pricesFetchedAt;
  if (fetchedAt !== null && now - fetchedAt <= LAST_PRICE_MAX_AGE_MS) return Promise.resolve();
  refreshing ??= api
    .get<Record<string, number> | null>(PRICES_PATH, { fallback: null })
    .then((prices) => {
      if (prices) {
        exchangeState.prices = Object.fromEntries(
          Object.entries(prices)
            .filter(([, p]) => Number.isFinite(Number(p)))
            .map(([s, p]) => [s, Number(p)]),
        );
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
  Object.assign(exchangeState, { markets: [], prices: {}, pricesFetchedAt: null });
  refreshing = undefined;
}
