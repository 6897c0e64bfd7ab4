import pg from 'pg';
import type { Db, ListenHandlers } from './types.js';
import { POSTGRES_CONNECT_TIMEOUT_MS, postgresOpenError } from './open-errors.js';
import { withTimeout } from '../lib/with-timeout.js';

// int8 and numeric arrive as strings from node-postgres; PGlite does the same
// for numeric. We keep numeric as strings (exact decimals) and make int8 numbers.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openPostgres(connectionString: string): Promise<Db> {
  // A query waits at most POSTGRES_CONNECT_TIMEOUT_MS for a connection: during an outage it fails (503), never hangs.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  // An idle connection that PostgreSQL ends (a restart, a terminated backend)
  // is reported here; unheard, it would crash the process. The pool drops that
  // client and the next query opens a new one; a query in flight gets its own error.
  pool.on('error', () => undefined);
  // Fail fast on a wrong URL rather than on the first request, and do not
  // wait for ever on a host that swallows packets.
  try {
    const client = await withTimeout(pool.connect(), POSTGRES_CONNECT_TIMEOUT_MS, 'timeout');
    client.release();
  } catch (error) {
    // Not awaited: a connection attempt that never answers would hold it up.
    void pool.end().catch(() => undefined);
    throw postgresOpenError(connectionString, error);
  }
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params as unknown[])).rows as T[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, handlers) => listenOn(connectionString, channel, handlers),
    async close() {
      await pool.end();
    },
  };
}

/** A dedicated client for LISTEN: pooled clients come and go, a listener must stay. */
async function listenOn(connectionString: string, channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }> {
  // keepAlive: a connection cut without a goodbye (a host gone) ends with an error instead of hanging.
  const client = new pg.Client({ connectionString, keepAlive: true });
  let done = false;
  const lost = (error: Error | undefined) => {
    if (done) return;
    done = true;
    void client.end().catch(() => undefined);
    handlers.lost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(undefined));
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.notification(message.payload ?? '');
  });
  try {
    await withTimeout(client.connect(), POSTGRES_CONNECT_TIMEOUT_MS, 'timeout');
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    done = true;
    void client.end().catch(() => undefined);
    throw error;
  }
  return {
    async close() {
      done = true;
      await client.end().catch(() => undefined);
    },
  };
}
