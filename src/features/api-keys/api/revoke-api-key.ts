/** DELETE api/v2/organization/apiKeys/{key}: the key's next call is refused, on every server. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export async function revokeApiKey(key: string): Promise<void> {
  await api.call(API.revokeApiKey, { params: { key } });
}
