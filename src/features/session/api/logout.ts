/** DELETE api/v2/auth/logout: ends the session on the server (signed, the user's own: no organization). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export function deleteSession(): Promise<unknown> {
  return api.call(API.logout);
}
