// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP } from '../../config/limits';
import { Menu } from './Menu';
import { renderWithIntl } from './test-utils';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup(onLogout = vi.fn()) {
  renderWithIntl(
    <Menu
      label="More"
      groups={[
        {
          key: 'a',
          label: 'Mining',
          items: [
            { key: 'm', label: 'Start mining', href: '/mining' },
            { key: 'h', label: 'Hardware', href: '/mining-hardware' },
          ],
        },
        {
          key: 'b',
          label: 'Company',
          items: [
            { key: 'x', label: 'About us', href: '/about' },
            { key: 'out', label: 'Log out', onSelect: onLogout },
          ],
        },
      ]}
    />,
  );
  return { button: screen.getByRole('button', { name: 'More' }), onLogout };
}

const focusedName = (): string | null => document.activeElement?.textContent ?? null;

describe('Menu', () => {
  it('is a menu button that opens on click and closes on a second click', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'More' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys, wraps, jumps between groups and closes on Escape with focus back on the button', () => {
    const { button } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Start mining');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Hardware');
    fireEvent.keyDown(menu, { key: 'ArrowRight' });
    expect(focusedName()).toBe('About us');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focusedName()).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focusedName()).toBe('Start mining');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focusedName()).toBe('Log out');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens on ArrowUp with the last item focused, and runs an action item', () => {
    const { button, onLogout } = setup();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(focusedName()).toBe('Log out');
    fireEvent.click(document.activeElement!);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes 400 ms after the mouse leaves, unless it comes back', () => {
    vi.useFakeTimers();
    const { button } = setup();
    fireEvent.click(button, { detail: 1 });
    const wrapper = button.parentElement!;
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP.menuHideDelayMs - 1));
    fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP.menuHideDelayMs));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(TOOLTIP.menuHideDelayMs));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a pointer press outside it', () => {
    const { button } = setup();
    fireEvent.click(button, { detail: 1 });
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
