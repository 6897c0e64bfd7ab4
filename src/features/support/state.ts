/**
 * The support categories (spec section 2, "Route rules": support screens load
 * them), in one slot (src/lib/remote.ts). Loaded once per page load; a failed
 * load is retried on the next support screen. Visitors never see the hidden
 * ones (the exchange help).
 */
import { proxy } from 'valtio';
import { SUPPORT_CATEGORIES_VISIBLE } from '../../config/paths';
import type { Answer } from '../../lib/api';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { getSupportCategories, type SupportCategory } from './api/get-support-categories';

// -- State --
export interface SupportState {
  categories: Remote<SupportCategory[]>;
}

export const supportState = proxy<SupportState>({ categories: idle() });

// -- Actions --

/** Loads the categories unless they are in; support screens that ask meanwhile share the load. */
export async function loadSupportCategories(load: () => Promise<Answer<SupportCategory[]>> = getSupportCategories): Promise<void> {
  if (supportState.categories.status === 'ready') return;
  await loadSlot(supportState, 'categories', load);
}

/** The categories a visitor may see, in the server's order. */
export function visibleCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  const visible: readonly string[] = SUPPORT_CATEGORIES_VISIBLE;
  return categories.filter((c) => visible.includes(c.category));
}

/** Back to the initial state (tests). */
export function resetSupportState(): void {
  supportState.categories = idle();
}
