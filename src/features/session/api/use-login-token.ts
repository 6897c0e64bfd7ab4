/** POST api/v2/auth/useLoginToken/{loginToken}: a one-time login token for a session (unsigned). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import type { StoredSession } from '../credentials';

export function postLoginToken(loginToken: string): Promise<StoredSession> {
  return api.call(API.useLoginToken, { params: { loginToken } });
}
