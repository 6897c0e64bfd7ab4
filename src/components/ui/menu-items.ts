/** What a Menu shows: groups of items, each a link or an action. */
import type { ReactNode } from 'react';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** A link; `external` ones (the account area, other sites) leave the app's router. */
  href?: string;
  external?: boolean;
  /** An action (e.g. log out), run after the menu closes. */
  onSelect?: () => void;
  disabled?: boolean;
  /**
   * A choice among the group's items (`radio`: the current organization) or
   * an on/off switch (`checkbox`: a feature toggle); `checked` is its state.
   */
  kind?: 'radio' | 'checkbox';
  checked?: boolean;
  /** Keeps the menu open after the item is chosen (a switch the user may flip again). */
  keepOpen?: boolean;
}

export interface MenuGroup {
  key: string;
  /** Shown as the group's heading and used as its accessible name. */
  label?: string;
  items: readonly MenuItem[];
}
