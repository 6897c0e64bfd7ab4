/** GET main/api/v2/mining/markets: the mining locations open now (["EU","USA"]). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';

export function fetchMarkets(signal?: AbortSignal): Promise<Answer<string[]>> {
  return api.read(API.markets, { signal });
}
