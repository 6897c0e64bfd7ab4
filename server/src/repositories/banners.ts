/** Announcements with an optional display window. */
import type { Banner } from '../../../src/config/api/reference.js';
import type { Queryable } from '../db/types.js';

/** A stored banner, as the API answers it (the kind column is checked to be info or warning). */
export type BannerRow = Banner;

export function createBannerRepository(db: Queryable) {
  return {
    /** The banners shown at `nowMs`, in display order. */
    shownAt(nowMs: number): Promise<BannerRow[]> {
      return db.query<BannerRow>(
        `SELECT id, text, url, kind, dismissible FROM banners
          WHERE (starts_at IS NULL OR starts_at <= $1::timestamptz) AND (ends_at IS NULL OR ends_at > $1::timestamptz)
          ORDER BY position, id`,
        [new Date(nowMs).toISOString()],
      );
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;
