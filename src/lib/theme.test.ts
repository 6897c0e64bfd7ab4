// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocal, THEME_KEY } from './storage';
import { applyThemeChoice, chooseTheme, onThemeChange, parseThemeChoice, readThemeChoice, THEME_CHANGE_EVENT, themeFor } from './theme';

const BEFORE_APP = readFileSync(path.resolve(__dirname, '../../public/before-app.js'), 'utf8');
const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  vi.restoreAllMocks();
});

describe('the theme choice', () => {
  it('is light or dark when stored so, and the system otherwise', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const other of [null, undefined, '', 'system', 'DARK', 'blue']) expect(parseThemeChoice(other)).toBe('system');
  });

  it('gives the system theme only without a choice', () => {
    expect(themeFor('system', true)).toBe('dark');
    expect(themeFor('system', false)).toBe('light');
    expect(themeFor('light', true)).toBe('light');
    expect(themeFor('dark', false)).toBe('dark');
  });

  it('is kept on this device and written on <html>; the system choice removes both', () => {
    const changes = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changes);
    chooseTheme('dark');
    expect(readLocal(THEME_KEY)).toBe('dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    chooseTheme('light');
    expect(root.getAttribute('data-theme')).toBe('light');
    chooseTheme('system');
    expect(readLocal(THEME_KEY)).toBeNull();
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(readThemeChoice()).toBe('system');
    expect(changes).toHaveBeenCalledTimes(3);
    window.removeEventListener(THEME_CHANGE_EVENT, changes);
  });

  it("follows another tab's choice", () => {
    const listener = vi.fn();
    const stop = onThemeChange(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }));
    expect(root.getAttribute('data-theme')).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'another', newValue: 'light' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('public/before-app.js', () => {
  it("reads the choice under the storage module's key", () => {
    expect(BEFORE_APP).toContain(`var THEME_KEY = '${THEME_KEY}';`);
  });

  it.each([['dark'], ['light'], ['system'], ['blue'], [null]])('writes on <html> what the app would for a stored %s', (stored) => {
    if (stored !== null) localStorage.setItem(THEME_KEY, stored);
    window.eval(BEFORE_APP);
    const written = root.getAttribute('data-theme');
    root.removeAttribute('data-theme');
    applyThemeChoice(parseThemeChoice(stored));
    expect(written).toBe(root.getAttribute('data-theme'));
  });

  it('leaves the system theme when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => window.eval(BEFORE_APP)).not.toThrow();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
