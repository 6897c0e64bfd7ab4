/**
 * The help centre's categories (spec section 2, "Support routes": the full
 * set in configuration). Texts are message ids; `icon` names a glyph of
 * components/HelpCategoryIcon. The exchange help (general-nicex) is hidden
 * from visitors: only signed-in users see it.
 */
import { SUPPORT_CATEGORIES_ALL, SUPPORT_CATEGORIES_VISIBLE } from '../../config/paths';
import type { MessageId } from '../../lib/intl';

export type HelpIconName = 'lifebuoy' | 'exchange' | 'pickaxe' | 'package' | 'market' | 'card';

export interface HelpCategory {
  key: (typeof SUPPORT_CATEGORIES_ALL)[number];
  /** The category's name. */
  title: MessageId;
  /** One line for cards and menus. */
  short: MessageId;
  /** The introduction at the top of the category's page (rich text: <strong>). */
  html: MessageId;
  /** The page's meta description and the card's longer text. */
  description: MessageId;
  icon: HelpIconName;
  /** Illustration of the category page: the icon drawn large (no raster images are shipped). */
  image: HelpIconName;
  /** Shown to signed-in users only. */
  hiddenFromVisitors: boolean;
}

const ICONS: Record<HelpCategory['key'], HelpIconName> = {
  'general-help': 'lifebuoy',
  'general-nicex': 'exchange',
  'mining-help': 'pickaxe',
  easymining: 'package',
  'hash-power-marketplace': 'market',
  'hashvale-pay': 'card',
};

const visible: readonly string[] = SUPPORT_CATEGORIES_VISIBLE;

export const HELP_CATEGORIES: readonly HelpCategory[] = SUPPORT_CATEGORIES_ALL.map((key) => ({
  key,
  title: `support.category.${key}` as MessageId,
  short: `content.help.${key}.short` as MessageId,
  html: `content.help.${key}.html` as MessageId,
  description: `content.help.${key}.description` as MessageId,
  icon: ICONS[key],
  image: ICONS[key],
  hiddenFromVisitors: !visible.includes(key),
}));

/** The categories this reader may see. */
export function helpCategoriesFor(signedIn: boolean): HelpCategory[] {
  return HELP_CATEGORIES.filter((c) => signedIn || !c.hiddenFromVisitors);
}

export function findHelpCategory(key: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((c) => c.key === key);
}

/** Whether an article's category is a help-centre category this reader may see (search results). */
export function isVisibleHelpCategory(key: string, signedIn: boolean): boolean {
  return helpCategoriesFor(signedIn).some((c) => c.key === key);
}

