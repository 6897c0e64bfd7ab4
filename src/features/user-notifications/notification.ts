/**
 * A signed-in user's notification as the app shows it (spec section 3): the
 * link reduced to its path (so it stays inside the site whatever host the API
 * wrote), and an icon chosen by the category.
 */
import type { Notification } from '../../config/api/notifications';

export const NOTIFICATION_CATEGORIES = ['HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export type NotificationIcon = 'marketplace' | 'wallet' | 'arrow-in' | 'arrow-out' | 'info' | 'pickaxe' | 'exchange';

const ICONS: Record<NotificationCategory, NotificationIcon> = {
  HASHPOWER_MARKETPLACE: 'marketplace',
  WALLET: 'wallet',
  WALLET_IN: 'arrow-in',
  WALLET_OUT: 'arrow-out',
  GENERAL: 'info',
  MINING: 'pickaxe',
  EXCHANGE: 'exchange',
};

/** A notification as api/v2/notifications sends it (the contract's). */
export type ApiNotification = Notification;

export interface UserNotification extends ApiNotification {
  icon: NotificationIcon;
}

export function iconFor(category: string): NotificationIcon {
  return ICONS[category as NotificationCategory] ?? 'info';
}

/** "https://any.host/my/wallets?x=1#y" -> "/my/wallets?x=1#y"; "" stays "". */
export function linkPath(link: string): string {
  if (!link) return '';
  try {
    const url = new URL(link, 'https://placeholder.invalid');
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '';
  }
}

export function toUserNotification(item: ApiNotification): UserNotification {
  return { ...item, link: linkPath(item.link), icon: iconFor(item.category) };
}
