import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('shows an 8-digit BTC amount exactly as sent', () => {
    expect(formatAmount('0.00012345', 8)).toBe('0.00012345');
    expect(formatAmount('20999999.97690000', 8)).toBe('20999999.97690000');
  });

  it('pads to the precision', () => {
    expect(formatAmount('0.1', 8)).toBe('0.10000000');
    expect(formatAmount(5, 2)).toBe('5.00');
  });

  it('has no float rounding errors where Number would', () => {
    // 1.005.toFixed(2) is "1.00" because 1.005 is stored as 1.00499999999999989...
    expect(formatAmount('1.005', 2)).toBe('1.01');
    expect(formatAmount(0.1 + 0.2, 8)).toBe('0.30000000');
    expect(formatAmount('0.123456785', 8)).toBe('0.12345679');
  });

  it('keeps digits beyond the float range of integers', () => {
    expect(formatAmount('123456789012345678.12345678', 8)).toBe('123456789012345678.12345678');
  });

  it('rounds half away from zero, or down when asked', () => {
    expect(formatAmount('0.000000015', 8)).toBe('0.00000002');
    expect(formatAmount('-0.000000015', 8)).toBe('-0.00000002');
    expect(formatAmount('0.999999999', 8, { rounding: 'down' })).toBe('0.99999999');
  });

  it('can drop trailing zeros', () => {
    expect(formatAmount('0.50000000', 8, { trimZeros: true })).toBe('0.5');
    expect(formatAmount('3', 8, { trimZeros: true })).toBe('3');
  });

  it('reads tiny numbers that JavaScript prints in exponent notation', () => {
    expect(formatAmount(1e-8, 8)).toBe('0.00000001');
  });

  it('shows zero for a missing or malformed amount', () => {
    expect(formatAmount(undefined, 8)).toBe('0.00000000');
    expect(formatAmount(null, 2)).toBe('0.00');
    expect(formatAmount('n/a', 2)).toBe('0.00');
  });

  it('treats a negative or fractional precision as whole digits', () => {
    expect(formatAmount('12.7', 0)).toBe('13');
    expect(formatAmount('12.7', -3)).toBe('13');
    expect(formatAmount('12.75', 1.9)).toBe('12.8');
  });
});
