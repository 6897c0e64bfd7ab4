/**
 * Toast notifications (spec section 2 "Shell"): each disappears after its
 * timeout (5 s by default) unless it is sticky; the user can close it.
 */
import { proxy } from 'valtio';
import { NOTIFICATION_TIMEOUT_MS } from '../../config/limits';

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  timeoutMs: number;
}

export const notificationsState = proxy<{ items: Notification[] }>({ items: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function notify(kind: NotificationKind, message: string, timeoutMs: number = NOTIFICATION_TIMEOUT_MS): number {
  const id = nextId++;
  notificationsState.items.push({ id, kind, message, timeoutMs });
  if (timeoutMs > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), timeoutMs),
    );
  return id;
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const index = notificationsState.items.findIndex((n) => n.id === id);
  if (index !== -1) notificationsState.items.splice(index, 1);
}
