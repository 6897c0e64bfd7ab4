import { describe, expect, it } from 'vitest';
import { FEE_DISPLAY_MULTIPLIER } from '../../config/limits';
import { formatFeePercent } from './format-fee-percent';

describe('formatFeePercent', () => {
  it('multiplies the fee fraction by the spec multiplier of 100 and adds a % sign', () => {
    expect(FEE_DISPLAY_MULTIPLIER).toBe(100);
    expect(formatFeePercent(0.02)).toBe('2%');
    expect(formatFeePercent(0.005)).toBe('0.5%');
    expect(formatFeePercent(1)).toBe('100%');
    expect(formatFeePercent(0)).toBe('0%');
  });

  it('shows no float noise', () => {
    expect(0.07 * 100).not.toBe(7);
    expect(formatFeePercent(0.07)).toBe('7%');
    expect(formatFeePercent(0.0029)).toBe('0.29%');
    expect(formatFeePercent(0.00125)).toBe('0.125%');
  });

  it('accepts decimal strings', () => {
    expect(formatFeePercent('0.015')).toBe('1.5%');
    expect(formatFeePercent('0.10')).toBe('10%');
  });

  it('writes the percentage as the reader’s language does', () => {
    // Intl separates number and sign with a no-break space in these languages.
    expect(formatFeePercent(0.005, 'de')).toMatch(/^0,5\s%$/u);
    expect(formatFeePercent('0.0029', 'fr')).toMatch(/^0,29\s%$/u);
    expect(formatFeePercent(0.07, 'ru')).toMatch(/^7\s%$/u);
    expect(formatFeePercent(0.015, 'ja')).toBe('1.5%');
  });

  it('returns an empty string when there is no fee to show', () => {
    expect(formatFeePercent(null)).toBe('');
    expect(formatFeePercent(undefined)).toBe('');
    expect(formatFeePercent('')).toBe('');
  });
});
