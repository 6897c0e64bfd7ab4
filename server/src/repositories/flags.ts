/** System flags (`system_flags`): maintenance, availability, registration. */
import type { Queryable } from '../db/types.js';

export interface SystemFlag {
  flagName: string;
  flagValue: boolean;
}

export function createFlagRepository(db: Queryable) {
  return {
    /** Every flag, by name. */
    list(): Promise<SystemFlag[]> {
      return db.query<SystemFlag>('SELECT flag_name AS "flagName", flag_value AS "flagValue" FROM system_flags ORDER BY flag_name');
    },

    async set(name: string, value: boolean): Promise<void> {
      await db.query(
        `INSERT INTO system_flags (flag_name, flag_value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (flag_name) DO UPDATE SET flag_value = EXCLUDED.flag_value, updated_at = now()`,
        [name, value],
      );
    },
  };
}

export type FlagRepository = ReturnType<typeof createFlagRepository>;
