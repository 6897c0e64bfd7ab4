/**
 * Which banners the visitor closed, and when (spec section 4: a closed banner
 * is remembered 14 days). Kept in localStorage under CLOSED_BANNERS_KEY as
 * `{ [bannerId]: closedAtMs }`; entries older than the limit are dropped.
 */
import { BANNER_CLOSED_REMEMBER_MS } from '../../config/limits';
import { CLOSED_BANNERS_KEY, readLocal, writeLocal } from '../../lib/storage';

export type ClosedBanners = Record<string, number>;

export function isStillClosed(closedAt: number | undefined, now: number): boolean {
  return closedAt !== undefined && now - closedAt < BANNER_CLOSED_REMEMBER_MS;
}

/** Only the entries still within the limit. */
export function pruneClosed(closed: Readonly<ClosedBanners>, now: number): ClosedBanners {
  return Object.fromEntries(Object.entries(closed).filter(([, at]) => isStillClosed(at, now)));
}

export function readClosedBanners(): ClosedBanners {
  const raw = readLocal(CLOSED_BANNERS_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

/** Storage refused (privacy mode, quota): the banner stays closed until the page reloads. */
export function writeClosedBanners(closed: Readonly<ClosedBanners>): void {
  writeLocal(CLOSED_BANNERS_KEY, JSON.stringify(closed));
}
