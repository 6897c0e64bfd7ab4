import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { errorBody, fakeFetch, jsonResponse, type FakeHandler } from '../lib/api/test-support';
import { fetchActivity } from './activity/api';
import { convertAmount, currenciesState, findCurrency, loadCurrencies, loadRates } from './currencies/state';
import { exchangeState, lastPrice, loadExchangeInfo, refreshPrices, resetExchangeState } from './exchange/state';
import { loadAlgorithms, loadGlobalStats, miningState } from './mining/state';
import { loadServiceStatus, serviceStatusState } from './service-status/state';
import { serviceStatusValue } from './service-status/status-value';

let seen: ReturnType<typeof fakeFetch>['seen'];
const notifyError = vi.fn();

function serve(handler: FakeHandler): void {
  const fake = fakeFetch(handler);
  seen = fake.seen;
  vi.stubGlobal('fetch', fake.fetch);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
  notifyError.mockReset();
  api.configure({ hooks: { notifyError }, session: () => null });
  await api.clearCache();
  resetExchangeState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('currencies and rates', () => {
  it('derive each currency and convert with the loaded rates', async () => {
    serve((r) =>
      r.url.includes('currencies')
        ? jsonResponse({ currencies: [{ symbol: 'BTC', name: 'Bitcoin', subunits: 100000000 }, { symbol: 'EURKM', name: 'Euro', subunits: 100 }] })
        : jsonResponse({ list: [{ fromCurrency: 'BTC', toCurrency: 'USD', exchangeRate: '50000' }] }),
    );
    await Promise.all([loadCurrencies(), loadRates()]);
    expect(currenciesState.list[0]).toMatchObject({ symbol: 'BTC', systemSymbol: 'BTC', precision: 8, icon: '/icons/coins/btc.svg' });
    expect(findCurrency('EUR')).toMatchObject({ symbol: 'EURKM', precision: 2 });
    expect(convertAmount('0.5', 'BTC', 'USD')).toBe(25_000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(convertAmount(1, 'LTC', 'USD')).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('are cached for 300 s', async () => {
    serve(() => jsonResponse({ currencies: [] }));
    await loadCurrencies();
    vi.setSystemTime(Date.now() + 299_000);
    await loadCurrencies();
    expect(seen).toHaveLength(1);
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

describe('the exchange', () => {
  it('loads its markets and shows the error message when that fails', async () => {
    serve(() => jsonResponse({ symbols: [{ symbol: 'BTCUSDT', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT' }] }));
    await loadExchangeInfo();
    expect(exchangeState.markets.map((m) => m.symbol)).toEqual(['BTCUSDT']);
    serve(() => Promise.reject(new TypeError('fetch failed')));
    await api.clearCache();
    await loadExchangeInfo();
    expect(notifyError).toHaveBeenCalledWith('The server could not be reached. Check your connection and try again.');
  });

  it('refreshes last prices only when they are older than 5 s', async () => {
    let price = 100;
    serve(() => jsonResponse({ BTCUSDT: price++ }));
    await refreshPrices();
    expect(lastPrice('BTCUSDT')).toBe(100);
    vi.setSystemTime(Date.now() + 5_000);
    await refreshPrices();
    expect(seen).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await refreshPrices();
    expect(lastPrice('BTCUSDT')).toBe(101);
  });

  it('keeps the last prices silently when the call fails', async () => {
    serve(() => jsonResponse({ BTCUSDT: 5 }));
    await refreshPrices();
    serve(() => jsonResponse(errorBody(2999, 'x'), 500));
    vi.setSystemTime(Date.now() + 6_000);
    vi.useRealTimers();
    await refreshPrices();
    expect(lastPrice('BTCUSDT')).toBe(5);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('mining data', () => {
  it('loads the algorithms unsigned and the global stats, each cached', async () => {
    serve((r) => (r.url.includes('algorithms') ? jsonResponse({ miningAlgorithms: [{ algorithm: 'SHA256', title: 'SHA256', order: 1 }] }) : jsonResponse({ algos: [{ a: 1, p: 2 }] })));
    await Promise.all([loadAlgorithms(), loadGlobalStats()]);
    expect(miningState.algorithms[0]!.algorithm).toBe('SHA256');
    expect(miningState.globalStats).toEqual([{ a: 1, p: 2 }]);
    vi.setSystemTime(Date.now() + 59_000);
    await loadGlobalStats();
    vi.setSystemTime(Date.now() + 1_000);
    await loadGlobalStats();
    expect(seen.filter((r) => r.url.includes('stats'))).toHaveLength(2);
  });

  it('keeps why the stats failed', async () => {
    serve(() => jsonResponse(errorBody(404, 'No such path'), 404));
    await loadGlobalStats();
    expect(miningState.globalStatsError).toBe('What you asked for was not found.');
  });
});

describe('activity', () => {
  it('asks for 100 entries of page 0 by default', async () => {
    serve(() => jsonResponse({ list: [], pagination: { size: 100, page: 0, totalPageCount: 0 } }));
    await fetchActivity();
    await fetchActivity({ size: 5, page: 2, personalOnly: true });
    expect(seen.map((r) => r.url)).toEqual(['/api/v2/activity?size=100&page=0', '/api/v2/activity?size=5&page=2&personalOnly=true']);
  });
});

describe('service status', () => {
  it('is 1 when all items are 0, 0 when more than half are, else -1', () => {
    expect(serviceStatusValue([0, 0, 0])).toBe(1);
    expect(serviceStatusValue([0, 0, 1])).toBe(0);
    expect(serviceStatusValue([0, 1])).toBe(-1);
    expect(serviceStatusValue([0, 1, 1])).toBe(-1);
    expect(serviceStatusValue([])).toBe(-1);
  });

  it('comes from the status monitor, and is -1 when that fails', async () => {
    await loadServiceStatus(async () => ({ monitors: [{ name: 'database', status: 0 }, { name: 'market', status: 0 }] }));
    expect(serviceStatusState.value).toBe(1);
    await loadServiceStatus(() => Promise.reject(new Error('down')));
    expect(serviceStatusState.value).toBe(-1);
  });
});
