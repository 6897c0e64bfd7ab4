import { describe, expect, it } from 'vitest';
import { defaultMessages, intlFor } from '../../lib/intl';
import { fiatCompactText, fiatText } from './balance-text';

const intl = (locale: string) => intlFor(locale, defaultMessages);

describe('the balance in a phone bar', () => {
  it('is compact from a thousand up, in the locale’s own form', () => {
    expect(fiatText(intl('en'), '73399.46', 'USD')).toBe('$73,399.46');
    expect(fiatCompactText(intl('en'), '73399.46', 'USD')).toBe('$73.4K');
    expect(fiatCompactText(intl('en'), '1250000.00', 'USD')).toBe('$1.25M');
    expect(fiatCompactText(intl('ru'), '73399.46', 'USD')).toMatch(/^73,4\sтыс\.\s\$$/);
    expect(fiatCompactText(intl('ja'), '73399.46', 'USD')).toBe('$7.34万');
  });

  it('keeps smaller figures whole, cents and all', () => {
    expect(fiatCompactText(intl('en'), '950.12', 'USD')).toBe('$950.12');
    expect(fiatCompactText(intl('en'), '-12.30', 'USD')).toBe('-$12.30');
  });
});
