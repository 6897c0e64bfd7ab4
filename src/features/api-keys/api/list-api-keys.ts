/** GET api/v2/organization/apiKeys: the acting organization's unrevoked keys, without secrets. */
import { API } from '../../../config/api-contract';
import type { AnswerOf } from '../../../config/api';
import { api } from '../../../lib/api';

export type ApiKeyEntry = AnswerOf<'apiKeys'>['list'][number];

export async function listApiKeys(): Promise<ApiKeyEntry[]> {
  return (await api.call(API.apiKeys)).list;
}
