/** The BTC price from the exchange's price map (`{"BTCUSDT": 97000.1, ...}`). */
import { getJson } from '../../../lib/http';

export const PRICES_PATH = '/exchange/api/v2/info/prices';
export const BTC_MARKET = 'BTCUSDT';
export const BTC_QUOTE = 'USDT';

/** The price, or null when the market is not listed. */
export async function fetchBtcPrice(signal: AbortSignal): Promise<number | null> {
  const prices = await getJson<Record<string, unknown>>(PRICES_PATH, { signal });
  const price = Number(prices[BTC_MARKET]);
  return prices[BTC_MARKET] !== undefined && Number.isFinite(price) ? price : null;
}
