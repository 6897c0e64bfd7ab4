import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './types.js';
import { PGLITE_OPEN_TIMEOUT_MS, pgliteOpenError } from './open-errors.js';
import { withTimeout } from '../lib/with-timeout.js';

/**
 * Opens (creating if needed) the embedded database under `<dataDir>/pglite`.
 * Failures become a DatabaseOpenError with a one-line reason.
 */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pglite');
  try {
    await fs.mkdir(dir, { recursive: true });
    const opening = PGlite.create(dir);
    const timeout = `no answer within ${PGLITE_OPEN_TIMEOUT_MS / 1000} s (is DATA_DIR on a working local disk?)`;
    const pg = await withTimeout(opening, PGLITE_OPEN_TIMEOUT_MS, timeout);
    return wrapPglite(pg);
  } catch (error) {
    throw pgliteOpenError(dir, error);
  }
}

/** An in-memory database, for tests. */
export async function openMemoryPglite(): Promise<Db> {
  return wrapPglite(await PGlite.create());
}

function wrapPglite(pg: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction(async (tx) =>
        fn({
          async query<T>(sql: string, params?: unknown[]) {
            return (await tx.query<T>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      await pg.close();
    },
  };
}
