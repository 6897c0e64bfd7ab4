import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; locale=pt%2DBR; b=2', 'locale')).toBe('pt-BR');
  });

  it('returns undefined for a missing cookie or an empty header', () => {
    expect(readCookie('a=1', 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
  });

  it('does not match a cookie whose name only ends with the name', () => {
    expect(readCookie('xlocale=de', 'locale')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBe('%E0%A4%A');
  });
});
