/** GET api/v2/notifications: a page of the signed-in user's notifications (signed, never cached). */
import { API } from '../../../config/api-contract';
import { api } from '../../../lib/api';
import { toUserNotification, type ApiNotification, type UserNotification } from '../notification';

export interface NotificationsPage {
  list: UserNotification[];
  pagination: { size: number; page: number; totalPageCount: number };
}

export async function fetchNotifications(query: { page?: number; size?: number; category?: string } = {}): Promise<NotificationsPage> {
  const answer = await api.call<{ list: ApiNotification[]; pagination: NotificationsPage['pagination'] }>(API.notifications, { query });
  return { list: answer.list.map(toUserNotification), pagination: answer.pagination };
}
