/**
 * Keeps keyboard focus inside `container` while `active` (a modal dialog, the
 * phone menu): Tab and Shift+Tab wrap around, focus moves in on activation and
 * returns to whatever had it before when the trap ends (WAI-ARIA dialog
 * pattern: https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/). Mounted only
 * in the browser: the layout effect would warn under react-dom/server.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The focusable elements of `container`, without focus guards
 * (`data-focus-guard`: an element after a frame that sends focus back to the
 * start, since Tab pressed inside a frame never reaches this document's trap).
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden],[inert]') && !el.hasAttribute('data-focus-guard'));
}

/**
 * `active` can go false while the container stays (a dialog covered by
 * another): only the Tab trap stops then. Focus returns when the container
 * unmounts, to the element focused when it mounted (captured in a layout
 * effect, before the browser can move focus away from a now-inert page).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean): void {
  const previous = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  // A passive cleanup runs after the commit has removed `inert` from the page.
  useEffect(
    () => () => {
      if (previous.current?.isConnected) previous.current.focus({ preventScroll: true });
    },
    [],
  );

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    if (!root.contains(document.activeElement)) (focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active]);
}
