/**
 * Sample data, applied at every start. Every statement is an upsert of fixed
 * rows (or an insert that skips existing rows), so a second start changes
 * nothing and a user's own data is never touched.
 */
import type { Db } from './db.js';

export async function seedSampleData(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO system_flags (flag_name, flag_value) VALUES
       ('IS_MAINTENANCE', false), ('SYSTEM_UNAVAILABLE', false), ('DISABLE_REGISTRATION', false)
     ON CONFLICT (flag_name) DO NOTHING`,
  );
}
