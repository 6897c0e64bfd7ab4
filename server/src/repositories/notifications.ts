/** A user's notifications: counts, pages, and marking them seen or read. */
import type { Queryable } from '../db/types.js';

export interface NotificationRow {
  id: string;
  createdTs: number;
  category: string;
  title: string;
  text: string;
  link: string;
  seen: boolean;
  read: boolean;
}

export function createNotificationRepository(db: Queryable) {
  return {
    async unseenCount(userId: string): Promise<number> {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND seen_at IS NULL', [userId]);
      return row?.count ?? 0;
    },

    /** A new unseen notification for the user. */
    async add(userId: string, item: { category: string; title: string; text?: string; link?: string; createdAtMs?: number }): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO notifications (user_id, category, title, text, link, created_at)
         VALUES ($1, $2, $3, $4, $5, coalesce(to_timestamp($6::double precision / 1000), now())) RETURNING id::text`,
        [userId, item.category, item.title, item.text ?? '', item.link ?? '', item.createdAtMs ?? null],
      );
      return row!.id;
    },

    async markAllSeen(userId: string): Promise<void> {
      await db.query('UPDATE notifications SET seen_at = now() WHERE user_id = $1 AND seen_at IS NULL', [userId]);
    },

    /** One page, newest first, and how many there are in all (`category` null: every category). */
    async page(userId: string, category: string | null, size: number, page: number): Promise<{ rows: NotificationRow[]; total: number }> {
      const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)', [
        userId,
        category,
      ]);
      const rows = await db.query<NotificationRow>(
        `SELECT id::text, (extract(epoch FROM created_at) * 1000)::bigint AS "createdTs", category, title, text, link,
                seen_at IS NOT NULL AS seen, read_at IS NOT NULL AS read
         FROM notifications WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)
         ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
        [userId, category, size, page * size],
      );
      return { rows, total: count?.n ?? 0 };
    },

    /** Marks the user's notifications among `ids` read (and seen); returns how many there were. */
    async markRead(userId: string, ids: string[]): Promise<number> {
      const rows = await db.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now()), seen_at = coalesce(seen_at, now())
         WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING id`,
        [userId, ids],
      );
      return rows.length;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
