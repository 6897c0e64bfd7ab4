/**
 * Which banners the visitor closed, and when (spec section 4: a closed banner
 * is remembered 14 days). Kept in localStorage under CLOSED_BANNERS_KEY as
 * `{ [bannerId]: closedAtMs }`; entries older than the limit are dropped.
 */
import { BANNER_CLOSED_REMEMBER_MS } from '../../config/limits';

export const CLOSED_BANNERS_KEY = 'hashvale.closedBanners';

export type ClosedBanners = Record<string, number>;

export function isStillClosed(closedAt: number | undefined, now: number): boolean {
  return closedAt !== undefined && now - closedAt < BANNER_CLOSED_REMEMBER_MS;
}

/** Only the entries still within the limit. */
export function pruneClosed(closed: Readonly<ClosedBanners>, now: number): ClosedBanners {
  return Object.fromEntries(Object.entries(closed).filter(([, at]) => isStillClosed(at, now)));
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled: banners stay closed for this page load only
  }
}

export function readClosedBanners(): ClosedBanners {
  const raw = storage()?.getItem(CLOSED_BANNERS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

export function writeClosedBanners(closed: Readonly<ClosedBanners>): void {
  try {
    storage()?.setItem(CLOSED_BANNERS_KEY, JSON.stringify(closed));
  } catch {
    // Quota or privacy mode: the banner stays closed until the page reloads.
  }
}
