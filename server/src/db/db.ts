/**
 * One database interface over two drivers: PGlite (Postgres in WASM, data on
 * disk) by default, node-postgres when DATABASE_URL is set. Both speak the
 * same SQL with $1 parameters, so the rest of the server does not know which
 * one it runs on.
 */
import type { Db } from './types.js';

export type { Db, Queryable } from './types.js';

export interface OpenDbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(options.dataDir);
}
