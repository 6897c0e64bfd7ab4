/** POST api/v2/organization/apiKeys: a new key; the answer holds its secret, this once. */
import { API } from '../../../config/api-contract';
import type { AnswerOf, BodyOf } from '../../../config/api';
import { api } from '../../../lib/api';

export type NewApiKey = AnswerOf<'createApiKey'>;

export function createApiKey(body: BodyOf<'createApiKey'>): Promise<NewApiKey> {
  return api.call(API.createApiKey, { body });
}
