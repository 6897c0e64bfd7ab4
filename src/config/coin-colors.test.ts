import { describe, expect, it } from 'vitest';
import { COIN_COLORS, coinColor, fallbackCoinColor } from './coin-colors';

const HEX = /^#[0-9a-f]{6}$/;

describe('COIN_COLORS', () => {
  it('holds about 75 coins as lower-case hex colours', () => {
    expect(Object.keys(COIN_COLORS).length).toBeGreaterThanOrEqual(70);
    expect(Object.keys(COIN_COLORS).length).toBeLessThanOrEqual(80);
    for (const [symbol, value] of Object.entries(COIN_COLORS)) {
      expect(symbol).toMatch(/^[0-9A-Z]+$/);
      expect(value, symbol).toMatch(HEX);
    }
  });

  it('uses the brand colours of the main coins', () => {
    expect(COIN_COLORS).toMatchObject({
      BTC: '#f7931a',
      ETH: '#627eea',
      LTC: '#345d9d',
      DOGE: '#c2a633',
      BCH: '#8dc351',
      USDT: '#26a17b',
    });
  });
});

describe('coinColor', () => {
  it('looks a symbol up in any case', () => {
    expect(coinColor('btc')).toBe('#f7931a');
  });

  it('gives an unknown symbol a generated colour that never changes', () => {
    const first = coinColor('NEWCOIN');
    expect(first).toMatch(HEX);
    expect(coinColor('NEWCOIN')).toBe(first);
    expect(coinColor('newcoin')).toBe(first);
    expect(fallbackCoinColor('NEWCOIN')).toBe(first);
  });

  it('spreads generated colours so that different coins rarely share one', () => {
    const symbols = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'FFF', 'GGG', 'HHH', 'III', 'JJJ'];
    expect(new Set(symbols.map(fallbackCoinColor)).size).toBeGreaterThanOrEqual(8);
  });
});
