import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonResponse, useFakeApi } from '../../lib/api/test-support';
import { exchangeState, lastPrice, loadExchangeInfo, refreshPrices, resetExchangeState } from './state';

const { serve, seen, notifyError } = useFakeApi();

beforeEach(() => {
  resetExchangeState();
});

describe('the exchange', () => {
  it('loads its markets and shows the error message when that fails', async () => {
    serve(() => jsonResponse({ symbols: [{ symbol: 'BTCUSDT', status: 'TRADING', baseAsset: 'BTC', quoteAsset: 'USDT' }] }));
    await loadExchangeInfo();
    expect(exchangeState.markets.data?.map((m) => m.symbol)).toEqual(['BTCUSDT']);
    serve(() => Promise.reject(new TypeError('fetch failed')));
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
