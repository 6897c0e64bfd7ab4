/** GET main/api/v2/exchangeRate/list: the rates conversions use (public; a failure shows a notice). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { ExchangeRate } from '../lib/convert';

export async function fetchExchangeRates(): Promise<ExchangeRate[]> {
  const { list } = await api.call(API.exchangeRates, { notify: 'request-failed' });
  return list;
}
