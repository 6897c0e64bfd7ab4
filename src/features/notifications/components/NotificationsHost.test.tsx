// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TIMEOUT_MS } from '../../../config/limits';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { dismiss, notificationsState, notify } from '../state';
import { NotificationsHost } from './NotificationsHost';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => notificationsState.items.map((n) => n.id).forEach(dismiss));
  cleanup();
  vi.useRealTimers();
});

describe('NotificationsHost', () => {
  it('shows errors as alerts and the rest as statuses in the Notifications region, each gone after 5 s', async () => {
    renderWithIntl(<NotificationsHost />);
    await act(async () => {
      notify('error', 'Order failed');
      notify('success', 'Order placed');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert').textContent).toContain('Order failed');
    expect(within(region).getByRole('status').textContent).toContain('Order placed');
    await act(async () => vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS));
    expect(within(region).queryAllByTestId('notification')).toHaveLength(0);
  });

  it('closes a notification with its close button', async () => {
    renderWithIntl(<NotificationsHost />);
    await act(async () => void notify('info', 'Copied', 0));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Close notification' })));
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});
