import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TIMEOUT_MS } from '../../config/limits';
import { dismiss, notificationsState, notify } from './state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const n of [...notificationsState.items]) dismiss(n.id);
  vi.useRealTimers();
});

describe('notifications', () => {
  it('closes a notification after the default 5 s', () => {
    notify('info', 'Saved');
    vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS - 1);
    expect(notificationsState.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notificationsState.items).toHaveLength(0);
  });

  it('keeps a sticky notification until it is dismissed', () => {
    const id = notify('error', 'Failed', 0);
    vi.advanceTimersByTime(60_000);
    expect(notificationsState.items.map((n) => n.message)).toEqual(['Failed']);
    dismiss(id);
    expect(notificationsState.items).toHaveLength(0);
  });
});
