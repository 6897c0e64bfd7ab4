/**
 * Banners (spec sections 2 and 4): refreshed on every navigation, fetched
 * from the server at most every BANNER_REFETCH_MS (a failed fetch counts, so
 * a broken endpoint is not hammered); a closed banner stays closed
 * BANNER_CLOSED_REMEMBER_MS.
 */
import { proxy } from 'valtio';
import { BANNER_REFETCH_MS } from '../../config/limits';
import { getBanners, type Banner } from './api/get-banners';
import { isStillClosed, pruneClosed, readClosedBanners, writeClosedBanners, type ClosedBanners } from './closed-banners';

// -- State --
export interface BannersState {
  items: Banner[];
  closed: ClosedBanners;
  /** When the server was last asked (ms), successful or not. */
  fetchedAt: number | null;
  /** When the banners were last refreshed (every navigation); the visible set is computed for this time. */
  refreshedAt: number;
}

export const bannersState = proxy<BannersState>({ items: [], closed: {}, fetchedAt: null, refreshedAt: 0 });

let restored = false;

// -- Actions --
export async function refreshBanners(now: number = Date.now(), load: () => Promise<Banner[]> = getBanners): Promise<void> {
  if (!restored) {
    restored = true;
    bannersState.closed = readClosedBanners();
  }
  bannersState.closed = pruneClosed(bannersState.closed, now);
  bannersState.refreshedAt = now;
  if (bannersState.fetchedAt !== null && now - bannersState.fetchedAt < BANNER_REFETCH_MS) return;
  bannersState.fetchedAt = now;
  try {
    bannersState.items = await load();
  } catch {
    // Banners are optional: keep the last ones, try again after the refetch interval.
  }
}

export function closeBanner(id: string, now: number = Date.now()): void {
  bannersState.closed = { ...pruneClosed(bannersState.closed, now), [id]: now };
  writeClosedBanners(bannersState.closed);
}

/** The banners to show at `now`: every one not closed within the remembered period. */
export function visibleBanners(items: readonly Banner[], closed: Readonly<ClosedBanners>, now: number): Banner[] {
  return items.filter((banner) => !isStillClosed(closed[banner.id], now));
}

/** Back to the initial state (tests). */
export function resetBannersState(): void {
  bannersState.items = [];
  bannersState.closed = {};
  bannersState.fetchedAt = null;
  bannersState.refreshedAt = 0;
  restored = false;
}
