/** GET api/v2/notifications: a page of the signed-in user's notifications (signed, never cached). */
import { API } from '../../../config/api-contract';
import type { AnswerOf, SentQueryOf } from '../../../config/api';
import { api } from '../../../lib/api';
import { toUserNotification, type UserNotification } from '../notification';

export interface NotificationsPage {
  list: UserNotification[];
  pagination: AnswerOf<'notifications'>['pagination'];
}

export async function fetchNotifications(query: SentQueryOf<'notifications'> = {}): Promise<NotificationsPage> {
  const answer = await api.call(API.notifications, { query });
  return { list: answer.list.map(toUserNotification), pagination: answer.pagination };
}
