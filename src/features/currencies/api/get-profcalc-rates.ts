/** GET main/api/v2/exchangeRate/profcalcRates/{id}: the rates of listed coins in one fiat currency, for the calculator. */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { ExchangeRate } from '../lib/convert';

export async function fetchProfcalcRates(currency: string, signal?: AbortSignal): Promise<Answer<ExchangeRate[]>> {
  const { data, asOf } = await api.read(API.profcalcRates, { params: { id: currency }, signal });
  return { data: data.list, asOf };
}
