import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './limits';
import { DEFAULT_FIAT, FIAT_CURRENCIES, fiatByCode, isFiatCode, preferredCurrency } from './fiat-currencies';

describe('FIAT_CURRENCIES', () => {
  it('lists about 160 active ISO 4217 currencies, each once', () => {
    expect(FIAT_CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(FIAT_CURRENCIES.length).toBeLessThanOrEqual(170);
    const codes = FIAT_CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every entry a three-letter code, a name and a symbol', () => {
    for (const { code, name, symbol } of FIAT_CURRENCIES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(name.length).toBeGreaterThan(2);
      expect(symbol.length).toBeGreaterThan(0);
    }
  });

  it('uses the common symbols', () => {
    expect(fiatByCode('USD')?.symbol).toBe('$');
    expect(fiatByCode('EUR')?.symbol).toBe('€');
    expect(fiatByCode('GBP')?.symbol).toBe('£');
    expect(fiatByCode('CZK')?.symbol).toBe('Kč');
    expect(fiatByCode('PLN')?.symbol).toBe('zł');
    expect(fiatByCode('CHF')?.symbol).toBe('CHF');
  });

  it('includes the currencies the platform itself uses', () => {
    for (const code of CURRENCIES) expect(isFiatCode(code)).toBe(true);
  });

  it('leaves out withdrawn currencies', () => {
    for (const code of ['HRK', 'VEF', 'ZWL', 'SLL', 'BGN']) expect(isFiatCode(code)).toBe(false);
  });
});

describe('preferredCurrency', () => {
  it('keeps a known fiat code', () => {
    expect(preferredCurrency('EUR')).toBe('EUR');
    expect(preferredCurrency('JPY')).toBe('JPY');
  });

  it('falls back to USD for anything else, crypto included', () => {
    expect(DEFAULT_FIAT).toBe('USD');
    expect(preferredCurrency('BTC')).toBe('USD');
    expect(preferredCurrency('eur')).toBe('USD');
    expect(preferredCurrency('')).toBe('USD');
    expect(preferredCurrency(undefined)).toBe('USD');
    expect(preferredCurrency(null)).toBe('USD');
  });
});
