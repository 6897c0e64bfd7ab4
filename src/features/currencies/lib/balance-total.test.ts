import { describe, expect, it } from 'vitest';
import { balanceTotal, toPlain, type PrecisionOf } from './balance-total';
import type { ExchangeRate } from './convert';

const rates: ExchangeRate[] = [
  { fromCurrency: 'BTC', toCurrency: 'USD', exchangeRate: '40000' },
  { fromCurrency: 'BTC', toCurrency: 'EUR', exchangeRate: '36800' },
  { fromCurrency: 'ETH', toCurrency: 'BTC', exchangeRate: '0.05' },
  { fromCurrency: 'USDT', toCurrency: 'BTC', exchangeRate: '0.000025' },
];
// As the currency list derives them (spec 3): BTC and ETH 8 (ETH capped), USDT 6, EUR 2; USD is not listed.
const PRECISION: Record<string, number> = { BTC: 8, ETH: 8, USDT: 6, EUR: 2 };
const precisionOf: PrecisionOf = (symbol) => PRECISION[symbol];
const silent = { warn: () => {} };

describe('balanceTotal', () => {
  it('converts every held currency and adds them up in the display currency', () => {
    const { total, parts } = balanceTotal(
      [
        { currency: 'BTC', totalBalance: '0.5' },
        { currency: 'ETH', totalBalance: '2' },
        { currency: 'USDT', totalBalance: '100' },
      ],
      'USD',
      rates,
      precisionOf,
    );
    // 0.5 x 40000 + 2 x 0.05 x 40000 + 100 x 0.000025 x 40000
    expect(total).toBe('24100.00');
    expect(parts).toEqual([
      { currency: 'BTC', amount: '0.50000000', value: '20000.00' },
      { currency: 'ETH', amount: '2.00000000', value: '4000.00' },
      { currency: 'USDT', amount: '100.000000', value: '100.00' },
    ]);
  });

  it('shows each amount at its precision, rounded down (never more than is held)', () => {
    const { parts } = balanceTotal([{ currency: 'ETH', totalBalance: '1.123456789999999999' }], 'USD', rates, precisionOf);
    expect(parts[0]!.amount).toBe('1.12345678');
  });

  it('rounds the total once, half up, at the display currency’s precision', () => {
    // Three parts of 0.004 EUR each: rounded one by one they would add up to 0.00.
    const tiny = (36800 * 0.004) / 36800 / 36800; // BTC worth 0.004 EUR
    const entries = ['BTC', 'BTC', 'BTC'].map((currency) => ({ currency, totalBalance: toPlain(tiny) }));
    expect(balanceTotal(entries, 'EUR', rates, precisionOf).total).toBe('0.01');
  });

  it('is not misled by binary noise at the rounding digit', () => {
    // 1234.565 is stored as 1234.564999…; to 15 significant digits it is 1234.565, which rounds up.
    expect(toPlain(1234.565)).toBe('1234.56500000000');
    expect(toPlain(1e-7)).toBe('0.000000100000');
    const { total } = balanceTotal([{ currency: 'BTC', totalBalance: '0.0308641250' }], 'USD', rates, precisionOf);
    expect(total).toBe('1234.57');
  });

  it('leaves out zero balances and counts a currency without a rate as 0 (spec 8)', () => {
    const warn: string[] = [];
    const { total, parts } = balanceTotal(
      [
        { currency: 'BTC', totalBalance: '0' },
        { currency: 'LTC', totalBalance: '3' },
        { currency: 'EUR', totalBalance: '10' },
      ],
      'EUR',
      rates,
      precisionOf,
      { warn: (m) => warn.push(m) },
    );
    expect(total).toBe('10.00');
    expect(parts.map((p) => [p.currency, p.value])).toEqual([
      ['EUR', '10.00'],
      ['LTC', '0.00'],
    ]);
    expect(warn).toEqual(['No exchange rate from LTC to EUR; showing 0.']);
  });

  it('gives a fiat the list does not carry cents, and sums nothing to zero', () => {
    expect(balanceTotal([], 'GBP', rates, precisionOf, silent)).toEqual({ total: '0.00', parts: [] });
  });
});
