/** The `settings` table: JSON documents that public reference calls serve as they are. */
import type { Queryable } from '../db/types.js';
import type { SettingsKey } from '../db/settings-keys.js';

export function createSettingsRepository(db: Queryable) {
  return {
    /** The document under `key`; undefined when it is not configured. */
    async get(key: SettingsKey): Promise<unknown> {
      const rows = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
      return rows[0] === undefined ? undefined : rows[0].value;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
