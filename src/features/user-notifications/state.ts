/**
 * The bell's notifications (spec sections 3, 6): the unseen count, the pages
 * loaded so far, and the actions that mark them seen or read. Only these
 * actions change the state; the bell reads it with useSnapshot.
 */
import { proxy } from 'valtio';
import { USER_NOTIFICATIONS_PAGE_SIZE } from '../../config/limits';
import { fetchUnseenCount } from './api/count-unseen';
import { fetchNotifications } from './api/list-notifications';
import { markAllAsSeen } from './api/mark-all-as-seen';
import { markRead } from './api/mark-read';
import type { UserNotification } from './notification';

export interface UserNotificationsState {
  unseen: number;
  items: UserNotification[];
  /** The last page loaded (0-based), and how many there are. */
  page: number;
  totalPageCount: number;
  loading: boolean;
  failed: boolean;
}

const DEFAULT_STATE: Readonly<UserNotificationsState> = Object.freeze({
  unseen: 0,
  items: [],
  page: 0,
  totalPageCount: 0,
  loading: false,
  failed: false,
});

export const userNotificationsState = proxy<UserNotificationsState>({ ...DEFAULT_STATE, items: [] });

export async function refreshUnseen(): Promise<void> {
  try {
    userNotificationsState.unseen = await fetchUnseenCount();
  } catch {
    // The count stays as it was; the next poll tries again.
  }
}

async function load(page: number): Promise<void> {
  userNotificationsState.loading = true;
  userNotificationsState.failed = false;
  try {
    const answer = await fetchNotifications({ page, size: USER_NOTIFICATIONS_PAGE_SIZE });
    userNotificationsState.items = page === 0 ? answer.list : [...userNotificationsState.items, ...answer.list];
    userNotificationsState.page = page;
    userNotificationsState.totalPageCount = answer.pagination.totalPageCount;
  } catch {
    userNotificationsState.failed = true;
  } finally {
    userNotificationsState.loading = false;
  }
}

export const loadFirstPage = (): Promise<void> => load(0);

export function loadMore(): Promise<void> {
  const next = userNotificationsState.page + 1;
  return next < userNotificationsState.totalPageCount ? load(next) : Promise.resolve();
}

export async function markAllSeen(): Promise<void> {
  await markAllAsSeen();
  userNotificationsState.unseen = 0;
  for (const item of userNotificationsState.items) item.seen = true;
}

export async function markOneRead(id: string): Promise<void> {
  await markRead([id]);
  const item = userNotificationsState.items.find((n) => n.id === id);
  if (item) item.read = true;
}

/** Signed out, or in tests. */
export function resetUserNotifications(): void {
  Object.assign(userNotificationsState, { ...DEFAULT_STATE, items: [] });
}
