import { describe, expect, it, vi } from 'vitest';
import { convert, findRate, type ExchangeRate } from './convert';

const RATES: ExchangeRate[] = [
  { fromCurrency: 'BTC', toCurrency: 'USD', exchangeRate: '100000' },
  { fromCurrency: 'BTC', toCurrency: 'EUR', exchangeRate: '90000' },
  { fromCurrency: 'LTC', toCurrency: 'BTC', exchangeRate: '0.001' },
  { fromCurrency: 'BTC', toCurrency: 'ETH', exchangeRate: '40' },
  { fromCurrency: 'DOGE', toCurrency: 'BTC', exchangeRate: '0' },
];

const silent = () => ({ warn: vi.fn<(message: string) => void>() });

describe('findRate', () => {
  it('is 1 between a currency and itself', () => {
    expect(findRate('USD', 'USD', [])).toBe(1);
  });

  it('uses a direct rate', () => {
    expect(findRate('BTC', 'USD', RATES)).toBe(100000);
  });

  it('uses the inverse of the opposite rate', () => {
    expect(findRate('USD', 'BTC', RATES)).toBeCloseTo(0.00001, 12);
  });

  it('goes through BTC when no pair is quoted', () => {
    expect(findRate('LTC', 'USD', RATES)).toBeCloseTo(100, 9);
    expect(findRate('EUR', 'USD', RATES)).toBeCloseTo(100000 / 90000, 12);
    expect(findRate('ETH', 'LTC', RATES)).toBeCloseTo(1 / 40 / 0.001, 9);
  });

  it('compares by system symbol, so EURKM uses the EUR rates', () => {
    expect(findRate('EURKM', 'EUR', RATES)).toBe(1);
    expect(findRate('BTC', 'EURKM', RATES)).toBe(90000);
  });

  it('ignores zero and malformed rates', () => {
    expect(findRate('DOGE', 'BTC', RATES)).toBeUndefined();
    expect(findRate('BTC', 'XRP', [{ fromCurrency: 'BTC', toCurrency: 'XRP', exchangeRate: 'n/a' }])).toBeUndefined();
  });

  it('is undefined when no path exists', () => {
    expect(findRate('KAS', 'USD', RATES)).toBeUndefined();
    expect(findRate('BTC', 'KAS', RATES)).toBeUndefined();
  });
});

describe('convert', () => {
  it('multiplies the amount by the rate', () => {
    expect(convert('0.5', 'BTC', 'USD', RATES)).toBe(50000);
    expect(convert(2000, 'LTC', 'USD', RATES)).toBeCloseTo(200000, 6);
  });

  it('logs and yields zero when no rate is available', () => {
    const logger = silent();
    expect(convert('1', 'KAS', 'USD', RATES, logger)).toBe(0);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]?.[0]).toContain('KAS to USD');
  });

  it('logs to the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(convert(1, 'BTC', 'KAS', [])).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('yields zero for a malformed amount without logging a missing rate', () => {
    const logger = silent();
    expect(convert('abc', 'BTC', 'USD', RATES, logger)).toBe(0);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
