import { describe, expect, it } from 'vitest';
import { detectLocale, preferredLanguage, readCookie } from './locale-choice';

const AVAILABLE = ['en', 'de', 'fr'];

describe('the visitor language', () => {
  it('takes ?lang, then the cookie, then the browser language; an unsupported choice is English', () => {
    expect(detectLocale({ search: '?lang=de', cookie: 'locale=fr', browserLanguage: 'fr' }, AVAILABLE)).toBe('de');
    expect(detectLocale({ search: '', cookie: 'x=1; locale=fr', browserLanguage: 'de' }, AVAILABLE)).toBe('fr');
    expect(detectLocale({ search: '', cookie: '', browserLanguage: 'de-AT' }, AVAILABLE)).toBe('de');
    expect(detectLocale({ search: 'lang=xx', cookie: 'locale=fr', browserLanguage: 'fr' }, AVAILABLE)).toBe('en');
    expect(detectLocale({ search: '', cookie: '', browserLanguage: undefined }, AVAILABLE)).toBe('en');
  });

  it('reads the most preferred language of an Accept-Language header', () => {
    expect(preferredLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de-CH');
    expect(preferredLanguage('en;q=0.5, fr;q=0.9, *')).toBe('fr');
    expect(preferredLanguage('ja;q=0, es')).toBe('es');
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
  });

  it('reads a cookie, decoded, and tolerates a broken escape', () => {
    expect(readCookie('a=1; locale=pt%2DBR', 'locale')).toBe('pt-BR');
    expect(readCookie('locale=%E0', 'locale')).toBe('%E0');
    expect(readCookie('a=1', 'locale')).toBeUndefined();
  });
});
