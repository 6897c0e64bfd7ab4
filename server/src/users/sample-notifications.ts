/**
 * The notifications a new user finds in the bell (sample data, docs/sample-data.md):
 * one per kind the bell draws differently, a little apart in time. English,
 * as the server writes notification texts.
 */
import type { NotificationRepository } from '../repositories/notifications.js';
import { MINUTE_MS } from '../../../src/config/time.js';

export const SAMPLE_NOTIFICATIONS = [
  {
    category: 'GENERAL',
    title: 'Welcome to Hashvale',
    text: 'Your account is ready. Choose which features you use from the user menu.',
    link: '/my/dashboard',
    agoMs: 1 * MINUTE_MS,
  },
  {
    category: 'WALLET_IN',
    title: 'Sample deposit received',
    text: '0.00100000 BTC arrived in your wallet (sample data).',
    link: '/my/wallets',
    agoMs: 60 * MINUTE_MS,
  },
  {
    category: 'HASHPOWER_MARKETPLACE',
    title: 'Try the marketplace',
    text: 'Buy hash power for any algorithm at a price you set.',
    link: '/marketplace',
    agoMs: 26 * 60 * MINUTE_MS,
  },
] as const;

export async function addSampleNotifications(notifications: NotificationRepository, userId: string, nowMs: number): Promise<void> {
  for (const sample of SAMPLE_NOTIFICATIONS) {
    await notifications.add(userId, {
      category: sample.category,
      title: sample.title,
      text: sample.text,
      link: sample.link,
      createdAtMs: nowMs - sample.agoMs,
    });
  }
}
