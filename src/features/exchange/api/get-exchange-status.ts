/** GET exchange/api/v2/info/status: the exchange's markets (public; a failure shows the error's message). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { ExchangeMarket } from '../types';

export async function fetchExchangeMarkets(): Promise<Answer<ExchangeMarket[]>> {
  const { data, asOf } = await api.read(API.exchangeStatus, { notify: 'error-message' });
  return { data: data.symbols, asOf };
}
