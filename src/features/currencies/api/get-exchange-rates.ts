/** GET main/api/v2/exchangeRate/list: the rates conversions use (public; a failure shows a notice). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { ExchangeRate } from '../lib/convert';

export async function fetchExchangeRates(): Promise<Answer<ExchangeRate[]>> {
  const { data, asOf } = await api.read(API.exchangeRates, { notify: 'request-failed' });
  return { data: data.list, asOf };
}
