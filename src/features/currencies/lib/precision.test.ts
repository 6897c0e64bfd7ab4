import { describe, expect, it } from 'vitest';
import { MAX_PRECISION } from '../../../config/limits';
import { EUR_PRECISION, fullPrecision, precision, subunitDigits } from './precision';

describe('subunitDigits', () => {
  it('counts the digits of subunits given as a number or a decimal string', () => {
    expect(subunitDigits(100000000)).toBe(9);
    expect(subunitDigits(1e18)).toBe(19);
    expect(subunitDigits('1000000000000000000')).toBe(19);
    expect(subunitDigits(1e21)).toBe(22);
    expect(subunitDigits(1)).toBe(1);
  });

  it('is undefined for missing, zero, negative or fractional subunits', () => {
    expect(subunitDigits(undefined)).toBeUndefined();
    expect(subunitDigits(0)).toBeUndefined();
    expect(subunitDigits(-100)).toBeUndefined();
    expect(subunitDigits(0.5)).toBeUndefined();
    expect(subunitDigits('lots')).toBeUndefined();
  });
});

describe('precision', () => {
  it('is the digits of subunits minus one', () => {
    expect(precision({ symbol: 'BTC', subunits: 100000000 })).toBe(8);
    expect(precision({ symbol: 'USDT', subunits: 1000000 })).toBe(6);
    expect(precision({ symbol: 'XRP', subunits: '1000000' })).toBe(6);
  });

  it('is capped at the spec maximum of 8 digits', () => {
    expect(MAX_PRECISION).toBe(8);
    expect(precision({ symbol: 'ETH', subunits: 1e18 })).toBe(8);
    expect(precision({ symbol: 'XMR', subunits: '1000000000000' })).toBe(8);
  });

  it('is 2 for EUR and symbols containing EURKM, whatever their subunits', () => {
    expect(EUR_PRECISION).toBe(2);
    expect(precision({ symbol: 'EUR', subunits: 100 })).toBe(2);
    expect(precision({ symbol: 'EURKM', subunits: 100000000 })).toBe(2);
  });

  it('falls back to the maximum when subunits are unusable', () => {
    expect(precision({ symbol: 'NEW', subunits: '' })).toBe(MAX_PRECISION);
  });
});

describe('fullPrecision', () => {
  it('is the digits of subunits minus one, uncapped', () => {
    expect(fullPrecision({ subunits: 1e18 })).toBe(18);
    expect(fullPrecision({ subunits: '1000000000000' })).toBe(12);
    expect(fullPrecision({ subunits: 100000000 })).toBe(8);
    expect(fullPrecision({ subunits: 100 })).toBe(2);
  });
});
