/** POST api/v2/profile: saves the user's settings (signed, the user's own: no organization); answers the profile. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { ApiProfile } from '../profile';

export interface ProfileChange {
  userSettings?: { language?: string; currency?: string };
  /** country: a two-letter code of api/v2/enum/xchCountries, or '' to clear it. */
  profileSettings?: { country?: string };
}

export function postProfile(change: ProfileChange): Promise<ApiProfile> {
  return api.call<ApiProfile>(API.updateProfile, { body: change });
}
