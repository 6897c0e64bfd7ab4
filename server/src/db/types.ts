/**
 * The database interface every driver implements. Its own module so that the
 * drivers (pglite.ts, postgres.ts) and db.ts, which loads them, import it
 * without importing each other.
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
