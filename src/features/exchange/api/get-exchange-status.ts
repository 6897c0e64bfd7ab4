/** GET exchange/api/v2/info/status: the exchange's markets (public; a failure shows the error's message). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { ExchangeMarket } from '../types';

export async function fetchExchangeMarkets(): Promise<ExchangeMarket[]> {
  const { symbols } = await api.call(API.exchangeStatus, { notify: 'error-message' });
  return symbols;
}
