/**
 * The signed-in user's language and currency follow the profile: after the
 * profile loads (sign-in, reload) the saved choice becomes the page's, and a
 * choice made in the footer while signed in is saved to the profile too, so the
 * next start does not bring the old one back. Signed out, the footer's choice
 * lives in its cookie only (preferences/state.ts).
 */
import { notify } from '../features/notifications/state';
import { preferencesState, setCurrency, setLocale } from '../features/preferences/state';
import { saveUserSettings } from '../features/session/settings-actions';
import { sessionState, type UserSettings } from '../features/session/state';
import { lookupMessage } from '../lib/api/error-messages';

/** Makes the saved language and currency the page's (nothing saved: nothing changes). */
export async function applySavedSettings(): Promise<void> {
  const settings = sessionState.user?.settings;
  if (!settings) return;
  if (settings.currency && settings.currency !== preferencesState.currency) setCurrency(settings.currency);
  if (settings.language && settings.language !== preferencesState.locale) await setLocale(settings.language);
}

function remember(change: Partial<UserSettings>): void {
  if (!sessionState.user) return;
  saveUserSettings(change).catch(() => notify('error', lookupMessage('settings.saveFailed') ?? 'Your choice could not be saved'));
}

/** The footer's language choice: switch now, and save it when signed in. */
export async function chooseLanguage(code: string): Promise<void> {
  await setLocale(code);
  remember({ language: preferencesState.locale });
}

/** The footer's currency choice: switch now, and save it when signed in. */
export function chooseCurrency(code: string): void {
  setCurrency(code);
  remember({ currency: preferencesState.currency });
}
