/** GET api/v2/notifications/markAllAsSeen (a GET in the spec, though it changes state). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';

export function markAllAsSeen(): Promise<unknown> {
  return api.call(API.notificationsMarkAllAsSeen);
}
