/**
 * One database interface over two drivers: PGlite (Postgres in WASM, data on
 * disk) by default, node-postgres when DATABASE_URL is set. Both speak the
 * same SQL with $1 parameters, so the rest of the server does not know which
 * one it runs on.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements separated by semicolons (no parameters). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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
