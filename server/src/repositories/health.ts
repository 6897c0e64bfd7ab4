/** Whether the database answers at all (the status monitor asks). */
import type { Queryable } from '../db/types.js';

export function createHealthRepository(db: Queryable) {
  return {
    async ping(): Promise<void> {
      await db.query('SELECT 1');
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
