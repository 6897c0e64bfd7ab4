/**
 * The colour theme (docs/design.md, "Themes"): the system's unless the
 * visitor chose light or dark in the footer. The choice is kept on this
 * device (storage.ts THEME_KEY) and written on <html data-theme>, which the
 * tokens read (src/styles/tokens.css); with no choice there is no attribute
 * and the stylesheet's prefers-color-scheme query decides, so the server's
 * HTML is right without a script. public/before-app.js sets the attribute
 * from the stored choice before the first paint, the same way as
 * `applyThemeChoice` (its copy of the rule, in plain script, is tested
 * against this one).
 */
import { readLocal, removeLocal, THEME_KEY, writeLocal } from './storage';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** Sent on window when the theme in use may have changed (a choice, another tab's choice, the system's). */
export const THEME_CHANGE_EVENT = 'hashvale:themechange';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** A stored value as a choice: anything but "light" or "dark" is the system's. */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The theme a choice gives on a system that is dark or not. */
export function themeFor(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function readThemeChoice(): ThemeChoice {
  return parseThemeChoice(readLocal(THEME_KEY));
}

function systemIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK_QUERY).matches;
}

/** The theme the page is drawn in now. */
export function currentTheme(): Theme {
  return themeFor(readThemeChoice(), systemIsDark());
}

/** Writes the choice on <html>: the attribute for light or dark, none for the system's. */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** The footer's choice: kept on this device, applied at once, told to what draws in colours (charts). */
export function chooseTheme(choice: ThemeChoice): void {
  if (choice === 'system') removeLocal(THEME_KEY);
  else writeLocal(THEME_KEY, choice);
  applyThemeChoice(choice);
  globalThis.dispatchEvent?.(new Event(THEME_CHANGE_EVENT));
}

/**
 * Calls `listener` when the theme in use may have changed: a choice here, a
 * choice in another tab (applied here too), or the system switching.
 */
export function onThemeChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_KEY) return;
    applyThemeChoice(parseThemeChoice(event.newValue));
    listener();
  };
  const query = typeof matchMedia === 'function' ? matchMedia(SYSTEM_DARK_QUERY) : undefined;
  window.addEventListener(THEME_CHANGE_EVENT, listener);
  window.addEventListener('storage', fromOtherTab);
  query?.addEventListener('change', listener);
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, listener);
    window.removeEventListener('storage', fromOtherTab);
    query?.removeEventListener('change', listener);
  };
}
