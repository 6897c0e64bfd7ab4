/**
 * The signed-in user's settings (issue 14, "Settings"): language and display
 * currency (userSettings), country (profileSettings) and the profile picture,
 * saved on the server and kept in `sessionState.user` from its answer. The
 * app layer applies a saved language and currency to the page
 * (src/app/user-settings.ts); these actions only save.
 */
import { isLocaleCode } from '../../config/limits';
import type { EncodedUpload } from '../../config/uploads';
import { postProfile } from './api/update-profile';
import { postProfilePicture } from './api/upload-profile-picture';
import { personalOrganization } from './profile';
import { sessionState, type UserSettings } from './state';

/** Saves language and/or currency; the user's settings then are what the server kept. Throws when refused. */
export async function saveUserSettings({ language, currency }: Partial<UserSettings>): Promise<void> {
  // The server would refuse it (400); the choices offered are all known languages.
  if (language !== undefined && !isLocaleCode(language)) throw new Error(`Unknown language: ${language}`);
  const profile = await postProfile({ userSettings: { language, currency } });
  const user = sessionState.user;
  if (user && user.id === profile.id) {
    user.settings = { language: profile.userSettings?.language ?? '', currency: profile.userSettings?.currency ?? '' };
  }
}

/** Saves the country (a code of the exchange's list, or '' for none). Throws when refused. */
export async function saveCountry(country: string): Promise<void> {
  const profile = await postProfile({ profileSettings: { country } });
  const user = sessionState.user;
  if (user && user.id === profile.id) {
    const saved = profile.profileSettings?.country;
    user.country = typeof saved === 'string' ? saved : '';
  }
}

/** Uploads the user's picture; the personal organization shows it at once. Throws when refused. */
export async function uploadProfilePicture(picture: EncodedUpload): Promise<string> {
  const { profilePictureUrl } = await postProfilePicture(picture);
  const organization = personalOrganization(sessionState.user?.organizations ?? []);
  if (organization) organization.profilePictureUrl = profilePictureUrl;
  return profilePictureUrl;
}
