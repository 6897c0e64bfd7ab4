/** POST api/v2/profile: saves the user's settings (signed, the user's own: no organization); answers the profile. */
import { API } from '../../../config/api-contract';
import type { BodyOf } from '../../../config/api';
import { api } from '../../../lib/api';
import type { ApiProfile } from '../profile';

/** Fields left out stay as they are; a country (a code of api/v2/enum/xchCountries) of '' clears it. */
export type ProfileChange = BodyOf<'updateProfile'>;

export function postProfile(change: ProfileChange): Promise<ApiProfile> {
  return api.call(API.updateProfile, { body: change });
}
