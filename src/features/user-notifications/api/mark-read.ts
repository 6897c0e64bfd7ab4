/** POST api/v2/notifications/read with the ids read. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export function markRead(ids: string[]): Promise<unknown> {
  return api.call(API.notificationsRead, { body: { ids } });
}
