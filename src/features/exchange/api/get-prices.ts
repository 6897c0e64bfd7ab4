/** GET exchange/api/v2/info/prices: the last price per market. A failure is silent (spec section 8): null. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export function fetchLastPrices(): Promise<Answer<Record<string, number> | null>> {
  return api.read(API.exchangePrices, { fallback: null });
}
