/** What happened in an organization, newest first. */
import type { Queryable } from '../db/types.js';

export interface ActivityRow {
  id: string;
  organizationId: string;
  userId: string | null;
  type: string;
  description: string;
  meta: Record<string, unknown>;
  createdTs: number;
}

export function createActivityRepository(db: Queryable) {
  return {
    /** One page of the organization's activity (`userId` set: only what that user did) and the total count. */
    async page(organizationId: string, userId: string | null, size: number, page: number): Promise<{ rows: ActivityRow[]; total: number }> {
      const params = [organizationId, userId];
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM activity WHERE organization_id = $1 AND ($2::uuid IS NULL OR user_id = $2)',
        params,
      );
      const rows = await db.query<ActivityRow>(
        `SELECT id::text, organization_id::text AS "organizationId", user_id::text AS "userId", type, description, meta,
                (extract(epoch FROM created_at) * 1000)::bigint AS "createdTs"
         FROM activity WHERE organization_id = $1 AND ($2::uuid IS NULL OR user_id = $2)
         ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
        [...params, size, page * size],
      );
      return { rows, total: count?.n ?? 0 };
    },

    /** Records an entry (`userId` null: the platform did it, e.g. a deposit arrived). */
    async add(
      organizationId: string,
      entry: { userId: string | null; type: string; description: string; meta?: Record<string, unknown>; createdAtMs: number },
    ): Promise<void> {
      await db.query(
        `INSERT INTO activity (organization_id, user_id, type, description, meta, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, to_timestamp($6::double precision / 1000))`,
        [organizationId, entry.userId, entry.type, entry.description, JSON.stringify(entry.meta ?? {}), entry.createdAtMs],
      );
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
