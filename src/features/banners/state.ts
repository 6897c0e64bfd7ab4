/**
 * Banners (spec sections 2 and 4): refreshed on every navigation, fetched
 * from the server at most every BANNER_REFETCH_MS (a failed fetch counts, so
 * a broken endpoint is not hammered); a closed banner stays closed
 * BANNER_CLOSED_REMEMBER_MS.
 */
import { proxy } from 'valtio';
import { BANNER_REFETCH_MS } from '../../config/limits';
import type { Answer } from '../../lib/api';
import { loadSlot } from '../../lib/load-remote';
import { idle, type Remote } from '../../lib/remote';
import { getBanners, type Banner } from './api/get-banners';
import { pruneClosed, readClosedBanners, writeClosedBanners, type ClosedBanners } from './closed-banners';

// -- State --
export interface BannersState {
  items: Remote<Banner[]>;
  /** The banners closed within the remembered period, as of the last refresh or close (both prune it). */
  closed: ClosedBanners;
}

export const bannersState = proxy<BannersState>({ items: idle(), closed: {} });

let restored = false;
/** When the server was last asked (ms), answered or not. */
let askedAt: number | null = null;

// -- Actions --
export async function refreshBanners(now: number = Date.now(), load: () => Promise<Answer<Banner[]>> = getBanners): Promise<void> {
  if (!restored) {
    restored = true;
    bannersState.closed = readClosedBanners();
  }
  bannersState.closed = pruneClosed(bannersState.closed, now);
  if (askedAt !== null && now - askedAt < BANNER_REFETCH_MS) return;
  askedAt = now;
  // Banners are optional: a failure keeps the last ones, and is tried again after the refetch interval.
  await loadSlot(bannersState, 'items', load);
}

export function closeBanner(id: string, now: number = Date.now()): void {
  bannersState.closed = { ...pruneClosed(bannersState.closed, now), [id]: now };
  writeClosedBanners(bannersState.closed);
}

/** The banners to show: every one not closed within the remembered period (`closed` is pruned as of the last refresh). */
export function visibleBanners(items: readonly Banner[], closed: Readonly<ClosedBanners>): Banner[] {
  return items.filter((banner) => closed[banner.id] === undefined);
}

/** Back to the initial state (tests). */
export function resetBannersState(): void {
  bannersState.items = idle();
  bannersState.closed = {};
  restored = false;
  askedAt = null;
}
