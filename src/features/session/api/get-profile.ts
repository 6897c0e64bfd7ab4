/** GET api/v2/profile: the signed-in user (signed, the user's own: no organization). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { ApiProfile } from '../profile';

export function fetchProfile(): Promise<ApiProfile> {
  return api.call(API.profile);
}
