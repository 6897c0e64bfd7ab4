import { describe, expect, it } from 'vitest';
import { AVAILABLE_LOCALES, detectLocale, intlFor, isLocaleLoaded, loadMessages, type Messages } from './intl';
import en from '../locales/en.json';

const AVAILABLE = ['en', 'de', 'ja'];

describe('detectLocale', () => {
  it('takes the lang query parameter first', () => {
    expect(detectLocale({ search: '?lang=de', cookie: 'locale=ja', browserLanguage: 'en-US' }, AVAILABLE)).toBe('de');
  });

  it('takes the locale cookie when there is no lang parameter', () => {
    expect(detectLocale({ search: '?x=1', cookie: 'a=b; locale=ja', browserLanguage: 'de-DE' }, AVAILABLE)).toBe('ja');
  });

  it('takes the browser language when there is neither', () => {
    expect(detectLocale({ search: '', cookie: '', browserLanguage: 'de-AT' }, AVAILABLE)).toBe('de');
  });

  it('falls back to English for an unsupported choice instead of trying the next source', () => {
    expect(detectLocale({ search: '?lang=xx', cookie: 'locale=de', browserLanguage: 'de' }, AVAILABLE)).toBe('en');
  });

  it('falls back to English when nothing says anything', () => {
    expect(detectLocale({ search: '', cookie: '', browserLanguage: undefined }, AVAILABLE)).toBe('en');
  });

  it('ignores case and region', () => {
    expect(detectLocale({ search: '?lang=JA-jp', cookie: '', browserLanguage: undefined }, AVAILABLE)).toBe('ja');
  });

  it('only offers supported locales that have a catalogue, English first', () => {
    expect(AVAILABLE_LOCALES[0]).toBe('en');
  });
});

describe('catalogues', () => {
  it('has English bundled and loads it without a request', async () => {
    expect(isLocaleLoaded('en')).toBe(true);
    expect(await loadMessages('en')).toBe(en);
  });

  it('keeps the English catalogue keys sorted', () => {
    const keys = Object.keys(en);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('intlFor', () => {
  it('makes a formatter once per language and catalogue, and keeps it', async () => {
    const de = await loadMessages('de');
    const english = intlFor('en', en as Messages);
    expect(intlFor('en', en as Messages)).toBe(english);
    expect(english.formatMessage({ id: 'footer.version' }, { version: '1' })).toBe((en as Record<string, string>)['footer.version']!.replace('{version}', '1'));
    const german = intlFor('de', de);
    expect(german).not.toBe(english);
    expect(german.locale).toBe('de');
    expect(intlFor('de', de)).toBe(german);
  });
});
