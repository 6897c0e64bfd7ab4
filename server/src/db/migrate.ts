/**
 * Applies the numbered migrations in order, each once, inside one transaction
 * holding an advisory lock so that several servers starting together on one
 * PostgreSQL do not race.
 */
import type { Db } from './db.js';
import m001 from './migrations/001-initial.js';
import m002 from './migrations/002-users.js';
import m003 from './migrations/003-banners.js';
import m004 from './migrations/004-error-reports.js';
import m005 from './migrations/005-forms.js';
import m006 from './migrations/006-content-hash.js';
import m007 from './migrations/007-support-cases.js';
import m008 from './migrations/008-profile-pictures.js';
import m009 from './migrations/009-change-notifications.js';
import m010 from './migrations/010-sign-in-flows.js';
import m011 from './migrations/011-attachment-original-names.js';
import m012 from './migrations/012-drop-content-search.js';
import m013 from './migrations/013-status.js';
import m014 from './migrations/014-status-subscribers.js';
import m015 from './migrations/015-api-key-grants.js';

export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001-initial', sql: m001 },
  { id: '002-users', sql: m002 },
  { id: '003-banners', sql: m003 },
  { id: '004-error-reports', sql: m004 },
  { id: '005-forms', sql: m005 },
  { id: '006-content-hash', sql: m006 },
  { id: '007-support-cases', sql: m007 },
  { id: '008-profile-pictures', sql: m008 },
  { id: '009-change-notifications', sql: m009 },
  { id: '010-sign-in-flows', sql: m010 },
  { id: '011-attachment-original-names', sql: m011 },
  { id: '012-drop-content-search', sql: m012 },
  { id: '013-status', sql: m013 },
  { id: '014-status-subscribers', sql: m014 },
  { id: '015-api-key-grants', sql: m015 },
];

const MIGRATION_LOCK_ID = 727_001;

export async function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
