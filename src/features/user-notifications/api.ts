/** The signed-in user's notifications (spec section 7); every call is signed and never cached. */
import { api } from '../../lib/api';
import { toUserNotification, type ApiNotification, type UserNotification } from './notification';

export const NOTIFICATIONS_PATH = 'api/v2/notifications';

export interface NotificationsPage {
  list: UserNotification[];
  pagination: { size: number; page: number; totalPageCount: number };
}

export async function fetchNotifications(query: { page?: number; size?: number; category?: string } = {}): Promise<NotificationsPage> {
  const answer = await api.get<{ list: ApiNotification[]; pagination: NotificationsPage['pagination'] }>(NOTIFICATIONS_PATH, { query });
  return { list: answer.list.map(toUserNotification), pagination: answer.pagination };
}

export async function fetchUnseenCount(): Promise<number> {
  const answer = await api.get<{ count: number }>(`${NOTIFICATIONS_PATH}/unseen`);
  return answer.count;
}

export function markAllAsSeen(): Promise<unknown> {
  return api.get(`${NOTIFICATIONS_PATH}/markAllAsSeen`);
}

export function markRead(ids: string[]): Promise<unknown> {
  return api.post(`${NOTIFICATIONS_PATH}/read`, { ids });
}
