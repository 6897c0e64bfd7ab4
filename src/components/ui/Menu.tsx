/**
 * A menu button (the header's More menu, the user menu). Opens on click,
 * Enter, Space or ArrowDown (ArrowUp focuses the last item); arrows move,
 * Escape closes and returns focus to the button, Tab or a click outside
 * closes. When the mouse pointer leaves, it closes after the spec's menu hide
 * delay (400 ms) unless the pointer comes back.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { TOOLTIP } from '../../config/limits';
import type { MenuGroup, MenuItem } from './menu-items';
import { focusMenuItem, moveInMenu } from './use-menu-keyboard';

export interface MenuProps {
  /** The button's content. */
  label: ReactNode;
  /** The button's accessible name when its content is not text (an avatar). */
  ariaLabel?: string;
  groups: readonly MenuGroup[];
  className?: string;
  buttonClassName?: string;
  /** The ids' stem; in an island (src/components/island/Island.tsx), which cannot use generated ids. */
  id?: string;
  /** Which edge of the button the popup lines up with. */
  align?: 'start' | 'end';
}

export function Menu({ id, label, ariaLabel, groups, className, buttonClassName, align = 'start' }: MenuProps) {
  const generatedId = useId();
  const buttonId = `${id ?? generatedId}-button`;
  const menuId = `${id ?? generatedId}-menu`;
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = (returnFocus: boolean): void => {
    clearTimeout(hideTimer.current);
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const openWith = (focus: 'first' | 'last' | null): void => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  useEffect(() => {
    if (open && focusOnOpen && menu.current) focusMenuItem(menu.current, focusOnOpen);
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const select = (item: MenuItem): void => {
    if (!item.keepOpen) close(!item.href);
    item.onSelect?.();
  };

  const renderItem = (item: MenuItem) => {
    const common = {
      role: item.kind === 'radio' ? 'menuitemradio' : item.kind === 'checkbox' ? 'menuitemcheckbox' : 'menuitem',
      'aria-checked': item.kind ? Boolean(item.checked) : undefined,
      tabIndex: -1,
      className: 'menu__item',
      'aria-disabled': item.disabled || undefined,
      onClick: () => !item.disabled && select(item),
    };
    if (item.href && item.external)
      return (
        <a key={item.key} href={item.href} {...common}>
          {item.label}
        </a>
      );
    if (item.href)
      return (
        <Link key={item.key} href={item.href} {...common}>
          {item.label}
        </Link>
      );
    return (
      <button key={item.key} type="button" {...common}>
        {item.label}
      </button>
    );
  };

  return (
    <div
      ref={wrapper}
      className={['menu', className].filter(Boolean).join(' ')}
      onPointerEnter={() => clearTimeout(hideTimer.current)}
      onPointerLeave={(event) => {
        if (!open || event.pointerType !== 'mouse') return;
        hideTimer.current = setTimeout(() => close(false), TOOLTIP.menuHideDelayMs);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={buttonClassName ?? 'menu__button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        // A click from Enter or Space has no pointer (detail 0): keyboard users land on the first item.
        onClick={(event) => (open ? close(false) : openWith(event.detail === 0 ? 'first' : null))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWith(event.key === 'ArrowDown' ? 'first' : 'last');
          } else if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close(true);
          }
        }}
        onMouseDown={(event) => event.currentTarget.focus()}
      >
        {label}
        <span className="menu__chevron" aria-hidden="true" />
      </button>
      <div
        ref={menu}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={`menu__popup menu__popup--${align}`}
        hidden={!open}
        onKeyDown={(event) => {
          if (!menu.current) return;
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          } else if (event.key === 'Tab') {
            close(false);
          } else {
            moveInMenu(menu.current, event);
          }
        }}
      >
        {groups.map((group) =>
          group.label ? (
            <div key={group.key} role="group" aria-label={group.label} className="menu__group">
              <p className="menu__group-title" aria-hidden="true">
                {group.label}
              </p>
              {group.items.map(renderItem)}
            </div>
          ) : (
            <div key={group.key} role="group" className="menu__group">
              {group.items.map(renderItem)}
            </div>
          ),
        )}
      </div>
    </div>
  );
}
