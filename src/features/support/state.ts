/**
 * The support categories (spec section 2, "Route rules": support screens load
 * them). Loaded once per page load; a failed load is retried on the next
 * support screen. Visitors never see the hidden ones (the exchange help).
 */
import { proxy } from 'valtio';
import { SUPPORT_CATEGORIES_VISIBLE } from '../../config/paths';
import { getSupportCategories, type SupportCategory } from './api/get-support-categories';

// -- State --
export interface SupportState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  categories: SupportCategory[];
  error: string | null;
}

export const supportState = proxy<SupportState>({ status: 'idle', categories: [], error: null });

// -- Actions --
let inFlight: Promise<void> | null = null;

export function loadSupportCategories(load: () => Promise<SupportCategory[]> = getSupportCategories): Promise<void> {
  if (supportState.status === 'ready') return Promise.resolve();
  if (inFlight) return inFlight;
  supportState.status = 'loading';
  supportState.error = null;
  inFlight = load()
    .then((categories) => {
      supportState.categories = categories;
      supportState.status = 'ready';
    })
    .catch((error: unknown) => {
      supportState.status = 'error';
      supportState.error = error instanceof Error ? error.message : String(error);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** The categories a visitor may see, in the server's order. */
export function visibleCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  const visible: readonly string[] = SUPPORT_CATEGORIES_VISIBLE;
  return categories.filter((c) => visible.includes(c.category));
}

/** Back to the initial state (tests). */
export function resetSupportState(): void {
  supportState.status = 'idle';
  supportState.categories = [];
  supportState.error = null;
}
