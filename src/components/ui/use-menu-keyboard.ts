/**
 * Arrow-key movement inside an open menu (WAI-ARIA menu button pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): Up/Down move and
 * wrap, Home/End jump, Left/Right jump to the previous/next group in a
 * multi-column menu. Items are found in the DOM, so any element can be one.
 */
import type { KeyboardEvent } from 'react';

const ITEM = ['menuitem', 'menuitemradio', 'menuitemcheckbox'].map((role) => `[role="${role}"]:not([aria-disabled="true"])`).join(', ');

export function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEM)];
}

export function focusMenuItem(menu: HTMLElement, which: 'first' | 'last'): void {
  const items = menuItems(menu);
  (which === 'first' ? items[0] : items[items.length - 1])?.focus();
}

function groupStart(menu: HTMLElement, items: HTMLElement[], index: number, direction: 1 | -1): number {
  const groups = [...menu.querySelectorAll<HTMLElement>('[role="group"]')];
  if (groups.length < 2) return index;
  const current = groups.findIndex((g) => g.contains(items[index] ?? null));
  const target = groups[(current + direction + groups.length) % groups.length];
  const first = target?.querySelector<HTMLElement>(ITEM);
  return first ? items.indexOf(first) : index;
}

/** Handles a key in the menu; true when it was a movement key (the caller stops there). */
export function moveInMenu(menu: HTMLElement, event: KeyboardEvent): boolean {
  const items = menuItems(menu);
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  switch (event.key) {
    case 'ArrowDown':
      next = (index + 1) % items.length;
      break;
    case 'ArrowUp':
      next = index <= 0 ? items.length - 1 : index - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = items.length - 1;
      break;
    case 'ArrowRight':
      next = groupStart(menu, items, Math.max(index, 0), 1);
      break;
    case 'ArrowLeft':
      next = groupStart(menu, items, Math.max(index, 0), -1);
      break;
    default:
      return false;
  }
  event.preventDefault();
  items[next]?.focus();
  return true;
}
