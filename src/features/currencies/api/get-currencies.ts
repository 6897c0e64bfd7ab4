/** GET main/api/v2/public/currencies: every currency (public; a failure shows a notice). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { ApiCurrency } from '../lib/to-currency';

export async function fetchCurrencies(): Promise<ApiCurrency[]> {
  const { currencies } = await api.call(API.currencies, { notify: 'request-failed' });
  return currencies;
}
