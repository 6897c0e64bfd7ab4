import { describe, expect, it } from 'vitest';
import { isEurLike, systemSymbol } from './system-symbol';

describe('systemSymbol', () => {
  it('maps every symbol containing EURKM to EUR', () => {
    expect(systemSymbol('EURKM')).toBe('EUR');
    expect(systemSymbol('TEURKM')).toBe('EUR');
    expect(systemSymbol('EURKMX')).toBe('EUR');
  });

  it('maps ONEINCH to 1INCH', () => {
    expect(systemSymbol('ONEINCH')).toBe('1INCH');
  });

  it('leaves other symbols as they are, in upper case', () => {
    expect(systemSymbol('BTC')).toBe('BTC');
    expect(systemSymbol('eth')).toBe('ETH');
    expect(systemSymbol('EUR')).toBe('EUR');
    expect(systemSymbol('EURT')).toBe('EURT');
  });
});

describe('isEurLike', () => {
  it('is true for EUR and its EURKM variants only', () => {
    expect(isEurLike('EUR')).toBe(true);
    expect(isEurLike('EURKM')).toBe(true);
    expect(isEurLike('EURT')).toBe(false);
    expect(isEurLike('USD')).toBe(false);
  });
});
