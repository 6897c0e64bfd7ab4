/** GET main/api/v2/public/currencies: every currency (public; a failure shows a notice). */
import { API } from '../../../config/api-contract';
import { api, type Answer } from '../../../lib/api';
import type { ApiCurrency } from '../lib/to-currency';

export async function fetchCurrencies(): Promise<Answer<ApiCurrency[]>> {
  const { data, asOf } = await api.read(API.currencies, { notify: 'request-failed' });
  return { data: data.currencies, asOf };
}
