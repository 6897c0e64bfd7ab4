/**
 * The database interface every driver implements. Its own module so that the
 * drivers (pglite.ts, postgres.ts) and db.ts, which loads them, import it
 * without importing each other.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** What a LISTEN connection tells its owner (db/change-channel.ts). */
export interface ListenHandlers {
  notification(payload: string): void;
  /** The connection ended or failed; it is closed and tells nothing more. */
  lost(error: Error | undefined): void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: a connection of its own, outside the pool, that hears
   * NOTIFY on `channel` until closed or lost. Absent on PGlite, which one
   * process opens.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
  /** Runs several statements separated by semicolons (no parameters). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable & { exec(sql: string): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
