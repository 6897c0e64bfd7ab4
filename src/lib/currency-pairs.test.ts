import { describe, expect, it } from 'vitest';
import { CURRENCY_PAIR_ORDER_FIRST } from '../config/limits';
import { comparePairCodes, orderPairs } from './currency-pairs';

describe('orderPairs', () => {
  it('puts EUR, USD, CNY, GBP and RUB first, in that order', () => {
    expect(CURRENCY_PAIR_ORDER_FIRST).toEqual(['EUR', 'USD', 'CNY', 'GBP', 'RUB']);
    expect(orderPairs(['RUB', 'BTC', 'GBP', 'ETH', 'CNY', 'USD', 'EUR'])).toEqual(['EUR', 'USD', 'CNY', 'GBP', 'RUB', 'BTC', 'ETH']);
  });

  it('sorts the rest alphabetically', () => {
    expect(orderPairs(['USDT', 'AAVE', 'LTC', 'USD', 'BTC'])).toEqual(['USD', 'AAVE', 'BTC', 'LTC', 'USDT']);
  });

  it('lists each code once and leaves the input alone', () => {
    const codes = ['BTC', 'EUR', 'BTC'];
    expect(orderPairs(codes)).toEqual(['EUR', 'BTC']);
    expect(codes).toEqual(['BTC', 'EUR', 'BTC']);
  });

  it('gives a comparator for sorting objects by their code', () => {
    const markets = [{ code: 'BTC' }, { code: 'GBP' }, { code: 'EUR' }];
    expect(markets.sort((a, b) => comparePairCodes(a.code, b.code)).map((m) => m.code)).toEqual(['EUR', 'GBP', 'BTC']);
  });
});
