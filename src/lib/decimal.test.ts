import { describe, expect, it } from 'vitest';
import { decimalToString, multiplyDecimal, parseDecimal, rescale, toDecimal, trimTrailingZeros } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal string into units and a scale', () => {
    expect(parseDecimal('0.00012345')).toEqual({ units: 12345n, scale: 8 });
    expect(parseDecimal('-12.5')).toEqual({ units: -125n, scale: 1 });
    expect(parseDecimal('+.5')).toEqual({ units: 5n, scale: 1 });
    expect(parseDecimal('7.')).toEqual({ units: 7n, scale: 0 });
  });

  it('reads numbers through their shortest text, so 0.07 is exactly seven hundredths', () => {
    expect(parseDecimal(0.07)).toEqual({ units: 7n, scale: 2 });
    expect(parseDecimal(100000000)).toEqual({ units: 100000000n, scale: 0 });
  });

  it('reads exponent notation, as JavaScript prints very small and very large numbers', () => {
    expect(parseDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal('1.5E+3')).toEqual({ units: 1500n, scale: 0 });
  });

  it('rejects text that is not a plain decimal number', () => {
    for (const bad of ['', ' ', '.', '-', '1,5', '1.2.3', 'abc', '0x10', '1e', 'Infinity']) {
      expect(parseDecimal(bad)).toBeUndefined();
    }
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
    expect(parseDecimal(undefined)).toBeUndefined();
  });

  it('refuses absurd exponents instead of building a huge number', () => {
    expect(parseDecimal('1e999999999')).toBeUndefined();
  });
});

describe('toDecimal', () => {
  it('throws on a value that is not a number, for constants that must be valid', () => {
    expect(toDecimal(100)).toEqual({ units: 100n, scale: 0 });
    expect(() => toDecimal('x')).toThrow(RangeError);
  });
});

describe('rescale', () => {
  it('adds fraction digits without changing the value', () => {
    expect(rescale({ units: 5n, scale: 1 }, 3)).toEqual({ units: 500n, scale: 3 });
  });

  it('rounds half away from zero by default', () => {
    expect(rescale(toDecimal('0.125'), 2)).toEqual({ units: 13n, scale: 2 });
    expect(rescale(toDecimal('-0.125'), 2)).toEqual({ units: -13n, scale: 2 });
    expect(rescale(toDecimal('0.124999'), 2)).toEqual({ units: 12n, scale: 2 });
  });

  it('truncates toward zero when asked to round down', () => {
    expect(rescale(toDecimal('0.129'), 2, 'down')).toEqual({ units: 12n, scale: 2 });
    expect(rescale(toDecimal('-0.129'), 2, 'down')).toEqual({ units: -12n, scale: 2 });
  });
});

describe('decimalToString', () => {
  it('writes plain notation with exactly the scale in fraction digits', () => {
    expect(decimalToString({ units: 12345n, scale: 8 })).toBe('0.00012345');
    expect(decimalToString({ units: -5n, scale: 2 })).toBe('-0.05');
    expect(decimalToString({ units: 42n, scale: 0 })).toBe('42');
  });

  it('never writes a negative zero', () => {
    expect(decimalToString(rescale(toDecimal('-0.000000001'), 8))).toBe('0.00000000');
  });
});

describe('multiplyDecimal and trimTrailingZeros', () => {
  it('multiply exactly and drop the zeros at the end of a fraction', () => {
    expect(decimalToString(multiplyDecimal(toDecimal('0.1'), toDecimal('0.2')))).toBe('0.02');
    expect(trimTrailingZeros('7.000')).toBe('7');
    expect(trimTrailingZeros('0.500')).toBe('0.5');
    expect(trimTrailingZeros('100')).toBe('100');
  });
});
