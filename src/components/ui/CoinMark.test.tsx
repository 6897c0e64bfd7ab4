import { describe, expect, it } from 'vitest';
import { textOn } from './CoinMark';

describe('textOn', () => {
  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#f7931a')).toBe('#000000'); // bitcoin orange
    expect(textOn('#ffffff')).toBe('#000000');
    expect(textOn('#000000')).toBe('#ffffff');
    expect(textOn('#345d9d')).toBe('#ffffff'); // litecoin blue
  });
});
