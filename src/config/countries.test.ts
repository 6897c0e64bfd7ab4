import { describe, expect, it } from 'vitest';
import { isFiatCode } from './fiat-currencies';
import { CONTINENTS, COUNTRIES, countriesFromEnum, countryByCode, flagEmoji } from './countries';

describe('COUNTRIES', () => {
  it('lists about 250 countries and territories, each code once', () => {
    expect(COUNTRIES.length).toBe(250);
    const codes = COUNTRIES.map((c) => c.value);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is in label order', () => {
    const labels = COUNTRIES.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every entry a well-formed code, flag, dial code, continent and currency', () => {
    for (const country of COUNTRIES) {
      expect(country.value).toMatch(/^[A-Z]{2}$/);
      expect(country.label.length).toBeGreaterThan(2);
      expect(country.emoji).toBe(flagEmoji(country.value));
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(CONTINENTS).toContain(country.continent);
      if (country.currency !== null) expect(isFiatCode(country.currency), country.value).toBe(true);
    }
  });

  it('describes Slovenia as the spec example does', () => {
    expect(countryByCode('SI')).toEqual({
      value: 'SI',
      label: 'Slovenia',
      emoji: '🇸🇮',
      dialCode: '+386',
      continent: 'Europe',
      currency: 'EUR',
    });
  });

  it('knows a few entries from every continent', () => {
    expect(countryByCode('US')).toMatchObject({ dialCode: '+1', continent: 'North America', currency: 'USD' });
    expect(countryByCode('BR')).toMatchObject({ dialCode: '+55', continent: 'South America', currency: 'BRL' });
    expect(countryByCode('JP')).toMatchObject({ dialCode: '+81', continent: 'Asia', currency: 'JPY' });
    expect(countryByCode('NG')).toMatchObject({ dialCode: '+234', continent: 'Africa', currency: 'NGN' });
    expect(countryByCode('NZ')).toMatchObject({ dialCode: '+64', continent: 'Oceania', currency: 'NZD' });
    expect(countryByCode('AQ')).toMatchObject({ continent: 'Antarctica', currency: null });
  });
});

describe('flagEmoji', () => {
  it('builds the flag from regional indicator symbols', () => {
    expect(flagEmoji('SI')).toBe('\u{1F1F8}\u{1F1EE}');
    expect(flagEmoji('gb')).toBe('🇬🇧');
  });
});

describe('countryByCode', () => {
  it('finds a country by its code in any case, and nothing for an unknown code', () => {
    expect(countryByCode('de')?.label).toBe('Germany');
    expect(countryByCode('QQ')).toBeUndefined();
  });
});

describe('countriesFromEnum', () => {
  it('maps the enumeration codes to countries in label order', () => {
    expect(countriesFromEnum(['SI', 'AT', 'DE']).map((c) => c.label)).toEqual(['Austria', 'Germany', 'Slovenia']);
  });

  it('drops unknown codes and repeats', () => {
    expect(countriesFromEnum(['ZZ', 'SI', 'si', 'EU', '']).map((c) => c.value)).toEqual(['SI']);
  });

  it('gives an empty list for an empty answer', () => {
    expect(countriesFromEnum([])).toEqual([]);
  });
});
