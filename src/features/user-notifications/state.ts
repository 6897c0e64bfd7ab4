/**
 * The bell's notifications (spec sections 3, 6): the unseen count, the pages
 * loaded so far (a slot: src/lib/remote.ts), and the actions that mark them
 * seen or read. Only these actions change the state; the bell reads it with
 * useSnapshot.
 */
import { proxy } from 'valtio';
import { USER_NOTIFICATIONS_PAGE_SIZE } from '../../config/limits';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { fetchUnseenCount } from './api/count-unseen';
import { fetchNotifications } from './api/list-notifications';
import { markAllAsSeen } from './api/mark-all-as-seen';
import { markRead } from './api/mark-read';
import type { UserNotification } from './notification';

export interface NotificationPages {
  /** Every notification of the pages loaded so far. */
  items: UserNotification[];
  /** The last page loaded (0-based), and how many there are. */
  page: number;
  totalPageCount: number;
}

export interface UserNotificationsState {
  unseen: number;
  pages: Remote<NotificationPages>;
}

export const userNotificationsState = proxy<UserNotificationsState>({ unseen: 0, pages: idle() });

export async function refreshUnseen(): Promise<void> {
  try {
    userNotificationsState.unseen = await fetchUnseenCount();
  } catch {
    // The count stays as it was; the next poll tries again.
  }
}

/** Loads one page (a load under way is shared); the first replaces what was loaded, the next ones add to it. */
async function load(page: number): Promise<void> {
  await loadSlot(userNotificationsState, 'pages', async () => {
    const answer = await fetchNotifications({ page, size: USER_NOTIFICATIONS_PAGE_SIZE });
    const before = page === 0 ? [] : (userNotificationsState.pages.data?.items ?? []);
    return { data: { items: [...before, ...answer.list], page, totalPageCount: answer.pagination.totalPageCount }, asOf: Date.now() };
  });
}

export const loadFirstPage = (): Promise<void> => load(0);

/** Whether a page follows the ones loaded. */
export function hasMore(pages: Remote<Pick<NotificationPages, 'page' | 'totalPageCount'>>): boolean {
  return pages.data !== undefined && pages.data.page + 1 < pages.data.totalPageCount;
}

export function loadMore(): Promise<void> {
  const { pages } = userNotificationsState;
  return pages.data && hasMore(pages) ? load(pages.data.page + 1) : Promise.resolve();
}

export async function markAllSeen(): Promise<void> {
  await markAllAsSeen();
  userNotificationsState.unseen = 0;
  for (const item of userNotificationsState.pages.data?.items ?? []) item.seen = true;
}

export async function markOneRead(id: string): Promise<void> {
  await markRead([id]);
  const item = userNotificationsState.pages.data?.items.find((n) => n.id === id);
  if (item) item.read = true;
}

/** Signed out, or in tests. */
export function resetUserNotifications(): void {
  Object.assign(userNotificationsState, { unseen: 0, pages: idle() });
}
