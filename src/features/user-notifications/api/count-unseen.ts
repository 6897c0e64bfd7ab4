/** GET api/v2/notifications/unseen: how many notifications the user has not seen. */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export async function fetchUnseenCount(): Promise<number> {
  const answer = await api.call(API.notificationsUnseen);
  return answer.count;
}
