// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { userNotificationsState } from '../state';
import { NotificationsBell } from './NotificationsBell';

// The count is the server's; here it is whatever the test sets.
const unseen = vi.hoisted(() => ({ count: 0 }));
vi.mock('../api/count-unseen', () => ({ fetchUnseenCount: () => Promise.resolve(unseen.count) }));

async function renderBell(count: number) {
  unseen.count = count;
  await act(async () => void renderWithIntl(<NotificationsBell />));
  return screen.getByRole('button', { name: `Notifications (${count} unseen)` });
}

afterEach(() => {
  cleanup();
  userNotificationsState.unseen = 0;
});

describe('NotificationsBell', () => {
  it('draws the bell as a decorative svg in the text colour, with no emoji that a machine without an emoji font shows as a box', async () => {
    const button = await renderBell(0);
    const icon = button.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon!.getAttribute('aria-hidden')).toBe('true');
    expect(button.classList).toContain('icon-button');
    expect(button.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(button.querySelector('.bell__count')).toBeNull();
  });

  it('names the unseen count and shows it on a badge hidden from screen readers', async () => {
    const button = await renderBell(3);
    const badge = button.querySelector('.bell__count');
    expect(badge?.textContent).toBe('3');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
  });

  it('caps the badge at 99+', async () => {
    const button = await renderBell(120);
    expect(button.querySelector('.bell__count')?.textContent).toBe('99+');
  });
});
