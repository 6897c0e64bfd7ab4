/**
 * The exchange: its markets (info/status, loaded at startup; a failure shows
 * its error) and last prices (info/prices), one slot each (src/lib/remote.ts).
 * The prices are asked for only when the last ask is older than
 * LAST_PRICE_MAX_AGE_MS (5 s); a price failure is silent and leaves the last
 * prices. While a page shows a market's price, the exchange stream pushes it
 * as it changes (live-prices.ts).
 */
import { proxy } from 'valtio';
import { LAST_PRICE_MAX_AGE_MS } from '../../config/limits';
import { loadSlot } from '../../lib/load-remote';
import { idle, ready, type Remote } from '../../lib/remote';
import { fetchExchangeMarkets } from './api/get-exchange-status';
import { fetchLastPrices } from './api/get-prices';
import type { ExchangeMarket } from './types';

export type { ExchangeMarket } from './types';

// -- State --

export interface ExchangeState {
  markets: Remote<ExchangeMarket[]>;
  /** Last price per market symbol; `asOf`: when the prices shown were fetched (the worker's stored time when it answered). */
  prices: Remote<Record<string, number>>;
}

export const exchangeState = proxy<ExchangeState>({ markets: idle(), prices: idle() });

/** When the prices were last asked for (answered or not): the 5 s rule counts from it. */
let pricesAskedAt: number | null = null;
/**
 * When each market's shown price was pushed. Each market has its own stream,
 * so pushes of different markets arrive in any order: only a market's own
 * later push (or a newer REST answer) makes its push stale.
 */
const pushedAt = new Map<string, number>();
/** The time of the REST prices last answered. */
let restAsOf: number | undefined;

// -- Actions --

export async function loadExchangeInfo(): Promise<void> {
  // A failure shows its notice (the call's option); the previous markets stay.
  await loadSlot(exchangeState, 'markets', fetchExchangeMarkets);
}

async function fetchPrices() {
  const { data, asOf } = await fetchLastPrices();
  // A failure is silent (spec section 8): the call answers null, and the slot fails quietly with the last prices kept.
  if (!data) throw new Error('No last prices');
  const prices = Object.entries(data).filter(([, p]) => Number.isFinite(Number(p)));
  const merged: Record<string, number> = Object.fromEntries(prices.map(([s, p]) => [s, Number(p)]));
  // A price pushed after the answer was true (a kept copy, a slow answer) stays.
  const shown = exchangeState.prices.data ?? {};
  for (const [symbol, at] of pushedAt) {
    if (at > asOf && shown[symbol] !== undefined) merged[symbol] = shown[symbol];
  }
  restAsOf = asOf;
  return { data: merged, asOf };
}

/** Fetches the last prices unless they were asked for at most 5 s ago (a fetch under way is shared). */
export async function refreshPrices(now: number = Date.now()): Promise<void> {
  if (pricesAskedAt !== null && now - pricesAskedAt <= LAST_PRICE_MAX_AGE_MS) return;
  await loadSlot(exchangeState, 'prices', fetchPrices);
  // The attempt counts, answered or not, so a failing endpoint is not asked again at once.
  pricesAskedAt = Date.now();
}

/**
 * A last price the exchange stream pushed: it joins the others at once, and
 * the prices read as of the latest push. A push older than the market's last
 * push, or than the REST answer shown, is dropped.
 */
export function applyStreamedPrice(symbol: string, price: number, at: number): void {
  if (!Number.isFinite(price)) return;
  const { prices } = exchangeState;
  if (at < (pushedAt.get(symbol) ?? -Infinity) || (restAsOf !== undefined && at < restAsOf)) return;
  pushedAt.set(symbol, at);
  exchangeState.prices = ready({ ...(prices.data ?? {}), [symbol]: price }, Math.max(at, prices.asOf ?? at));
}

/** The market's last price, or null when it has none. */
export function lastPrice(symbol: string): number | null {
  return exchangeState.prices.data?.[symbol] ?? null;
}

export function resetExchangeState(): void {
  Object.assign(exchangeState, { markets: idle(), prices: idle() });
  pricesAskedAt = null;
  pushedAt.clear();
  restAsOf = undefined;
}
