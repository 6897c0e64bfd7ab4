import { describe, expect, it } from 'vitest';
import { COIN_COLORS, fallbackCoinColor } from '../../../config/coin-colors';
import { color } from './color';
import { icon } from './icon';
import { toCurrency, type ApiCurrency } from './to-currency';

/** A currency as the contract sends it: the fields named, the rest those of a plain listed coin. */
function apiCurrency(fields: Pick<ApiCurrency, 'symbol' | 'name' | 'subunits'> & Partial<ApiCurrency>): ApiCurrency {
  return { wallets: [], order: 0, delisted: false, base: fields.symbol, transactionInfoUrl: null, addressInfoUrl: null, blockInfoUrl: null, ...fields };
}

describe('icon', () => {
  it('is the lower-case system symbol under /icons/coins', () => {
    expect(icon('BTC')).toBe('/icons/coins/btc.svg');
    expect(icon('ONEINCH')).toBe('/icons/coins/1inch.svg');
    expect(icon('EURKM')).toBe('/icons/coins/eur.svg');
  });

  it('cannot be steered out of the icon folder by a strange symbol', () => {
    expect(icon('../X')).toBe('/icons/coins/..%2Fx.svg');
  });
});

describe('color', () => {
  it('is the brand colour of the system symbol', () => {
    expect(color('BTC')).toBe('#f7931a');
    expect(color('ONEINCH')).toBe(COIN_COLORS['1INCH']);
    expect(color('EURKM')).toBe(COIN_COLORS.EUR);
  });

  it('is a stable generated colour for an unknown coin', () => {
    expect(color('ZZTOP')).toBe(fallbackCoinColor('ZZTOP'));
  });
});

describe('toCurrency', () => {
  it('keeps the API fields and adds the derivations of spec section 3', () => {
    const api = {
      symbol: 'BTC',
      name: 'Bitcoin',
      subunits: 100000000,
      wallets: ['BITGO', 'LIGHTNING'],
      order: 0,
      delisted: false,
      base: 'BTC',
      transactionInfoUrl: null,
      addressInfoUrl: null,
      blockInfoUrl: null,
    };
    expect(toCurrency(api)).toEqual({
      ...api,
      systemSymbol: 'BTC',
      precision: 8,
      fullPrecision: 8,
      icon: '/icons/coins/btc.svg',
      color: '#f7931a',
    });
  });

  it('derives ETH with 18 decimals as precision 8 and full precision 18', () => {
    const eth = toCurrency(apiCurrency({ symbol: 'ETH', name: 'Ethereum', subunits: 1e18 }));
    expect(eth).toMatchObject({ precision: 8, fullPrecision: 18, wallets: [] });
  });

  it('derives a euro variant as EUR with two digits', () => {
    const eur = toCurrency(apiCurrency({ symbol: 'EURKM', name: 'Euro', subunits: 100 }));
    expect(eur).toMatchObject({ symbol: 'EURKM', systemSymbol: 'EUR', precision: 2, icon: '/icons/coins/eur.svg' });
  });
});
