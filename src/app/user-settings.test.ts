// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMessages } from '../lib/intl';
import { applyLocale, preferencesState, setCurrency } from '../features/preferences/state';
import { sessionState, type SessionUser } from '../features/session/state';

const saved = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('../features/session/settings-actions', () => ({
  saveUserSettings: (change: unknown) => {
    saved.calls.push(change);
    return Promise.resolve();
  },
}));

const { applySavedSettings, chooseCurrency, chooseLanguage } = await import('./user-settings');

function user(settings: SessionUser['settings']): SessionUser {
  return { id: 'u', email: 'a@example.com', firstName: '', lastName: '', twoFactorEnabled: false, settings, country: '', organizations: [] };
}

beforeEach(() => {
  saved.calls = [];
  sessionState.user = null;
  applyLocale('en', defaultMessages);
  setCurrency('USD');
});

describe('the saved language and currency', () => {
  it('become the page language and display currency once the profile has loaded', async () => {
    sessionState.user = user({ language: 'de', currency: 'EUR' });
    await applySavedSettings();
    expect(preferencesState.locale).toBe('de');
    expect(preferencesState.currency).toBe('EUR');
    expect(saved.calls).toEqual([]);
  });

  it('change nothing when none are saved or nobody is signed in', async () => {
    await applySavedSettings();
    sessionState.user = user({ language: '', currency: '' });
    await applySavedSettings();
    expect(preferencesState.locale).toBe('en');
    expect(preferencesState.currency).toBe('USD');
  });
});

describe('the footer choices', () => {
  it('are saved to the profile when signed in', async () => {
    sessionState.user = user({ language: 'en', currency: 'USD' });
    chooseCurrency('GBP');
    await chooseLanguage('fr');
    expect(preferencesState.currency).toBe('GBP');
    expect(preferencesState.locale).toBe('fr');
    expect(saved.calls).toEqual([{ currency: 'GBP' }, { language: 'fr' }]);
  });

  it('stay in the cookie only when signed out', async () => {
    chooseCurrency('EUR');
    await chooseLanguage('ja');
    expect(preferencesState.currency).toBe('EUR');
    expect(saved.calls).toEqual([]);
  });
});
