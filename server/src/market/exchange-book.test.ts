import { describe, expect, it } from 'vitest';
import { bookDiff, exchangeBook } from './exchange-book.js';
import type { MarketRef } from './reference.js';

const btcusdt: MarketRef = {
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  baseAssetPrecision: 8,
  quoteAssetPrecision: 2,
  priceStep: 0.01,
  priceDecimals: 2,
  priMinAmount: 0.0001,
  basePrice: 97_000,
  volatility: 0.02,
};
const T = 1_760_000_000_000;

describe('the exchange order book', () => {
  it('puts bids below and asks above the last price, best first', () => {
    const { b, s } = exchangeBook(1, btcusdt, 97_012.34, 97_000, T);
    expect(b[0]![0]).toBeLessThanOrEqual(97_012.34);
    expect(s[0]![0]).toBeGreaterThan(97_012.34);
    expect(b.map((l) => l[0])).toEqual([...b.map((l) => l[0])].sort((x, y) => y - x));
    expect(s.map((l) => l[0])).toEqual([...s.map((l) => l[0])].sort((x, y) => x - y));
    for (const [, qty] of [...b, ...s]) expect(qty).toBeGreaterThanOrEqual(btcusdt.priMinAmount);
  });

  it('is the same for the same seed, market and time, and differs with the seed', () => {
    expect(exchangeBook(1, btcusdt, 97_000, 97_000, T)).toEqual(exchangeBook(1, btcusdt, 97_000, 97_000, T));
    expect(exchangeBook(2, btcusdt, 97_000, 97_000, T)).not.toEqual(exchangeBook(1, btcusdt, 97_000, 97_000, T));
  });

  it('changes a few levels at a time while the price stays on its grid line', () => {
    const before = exchangeBook(1, btcusdt, 97_000.5, 97_000, T);
    const after = exchangeBook(1, btcusdt, 97_000.5, 97_000, T + 5_000);
    const diff = bookDiff(before, after);
    const changed = diff.b.length + diff.s.length;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(before.b.length + before.s.length);
  });

  it('reports a level that went away with quantity 0', () => {
    expect(
      bookDiff(
        {
          b: [
            [10, 1],
            [9, 2],
          ],
          s: [],
        },
        { b: [[10, 1]], s: [[11, 3]] },
      ),
    ).toEqual({ b: [[9, 0]], s: [[11, 3]] });
  });
});
