import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db.js';

/** Opens (creating if needed) the embedded database under `<dataDir>/pglite`. */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  return wrapPglite(pg);
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
