import { describe, expect, it, vi } from 'vitest';
import { API } from '../../config/api-contract';
import { api } from '../../lib/api';
import { errorBody, jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { convertAmount, currenciesState, findCurrency, loadCurrencies, loadRates } from './state';

const { serve, seen, notifyError } = useFakeApi();

describe('currencies and rates', () => {
  it('derive each currency and convert with the loaded rates', async () => {
    serve((r) =>
      r.url.includes('currencies')
        ? jsonResponse({
            currencies: [
              { symbol: 'BTC', name: 'Bitcoin', subunits: 100000000 },
              { symbol: 'EURKM', name: 'Euro', subunits: 100 },
            ],
          })
        : jsonResponse({ list: [{ fromCurrency: 'BTC', toCurrency: 'USD', exchangeRate: '50000' }] }),
    );
    await Promise.all([loadCurrencies(), loadRates()]);
    expect(currenciesState.list.data?.[0]).toMatchObject({ symbol: 'BTC', systemSymbol: 'BTC', precision: 8, icon: '/icons/coins/btc.svg' });
    expect(findCurrency('EUR')).toMatchObject({ symbol: 'EURKM', precision: 2 });
    expect(convertAmount('0.5', 'BTC', 'USD')).toBe(25_000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(convertAmount(1, 'LTC', 'USD')).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('are kept 300 s by the service worker, and asked for unsigned', async () => {
    expect(API.currencies).toMatchObject({ signed: false, cacheTtlSeconds: 300, offline: expect.any(String) });
    expect(API.exchangeRates).toMatchObject({ signed: false, cacheTtlSeconds: 300, offline: expect.any(String) });
    api.configure({ session: () => ({ key: 'k', secret: 's', organizationId: 'o', verifying: false }) });
    serve(() => jsonResponse({ currencies: [], list: [] }));
    await Promise.all([loadCurrencies(), loadRates()]);
    expect(seen.map((r) => r.headers.get('x-auth'))).toEqual([null, null]);
  });

  it("show the server's message when they fail, else the general text", async () => {
    serve(() => jsonResponse(errorBody(61, 'Unknown fiat'), 400));
    await loadRates();
    expect(notifyError).toHaveBeenLastCalledWith('Unknown fiat');
    serve(() => Promise.reject(new TypeError('fetch failed')));
    await loadCurrencies();
    expect(notifyError).toHaveBeenLastCalledWith('The request failed. Please try again.');
  });
});
