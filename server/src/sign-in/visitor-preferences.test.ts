import { describe, expect, it } from 'vitest';
import { visitorPreferences } from './visitor-preferences.js';

describe("a new user's first settings", () => {
  it('are the locale and currency cookies', () => {
    expect(visitorPreferences({ cookie: 'a=1; locale=de; currency=EUR', 'accept-language': 'fr' })).toEqual({ language: 'de', currency: 'EUR' });
  });

  it("fall back to the browser's language and USD", () => {
    expect(visitorPreferences({ 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' })).toEqual({ language: 'ja', currency: 'USD' });
    expect(visitorPreferences({})).toEqual({ language: 'en', currency: 'USD' });
  });

  it('never keep an unknown language or currency', () => {
    expect(visitorPreferences({ cookie: 'locale=xx; currency=BTC' })).toEqual({ language: 'en', currency: 'USD' });
  });
});
