/**
 * Builds the real app for `app.inject()` tests, on a fresh database: an
 * in-memory PGlite, or, in the server-postgres project, a new database on the
 * PostgreSQL that the global setup started.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { checkAnswer } from './answer-check.js';
import type { FormServerLimits, HttpLimits, ResponseCacheLimits } from '../src/server-limits.js';
import { loadConfig, type ServerConfig } from '../src/config.js';
import type { LogStream } from '../src/lib/log-options.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seedSampleData } from '../src/db/seed.js';
import { openMemoryPglite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import { SOURCE_CANDLE_WORKER } from './ts-worker.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  now?: () => number;
  seed?: boolean;
  /** Test-only routes, registered in the API scope (rate limit, cache and signing apply). */
  extraRoutes?: (scope: FastifyInstance) => Promise<void>;
  /** Sees every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Shorter timeouts for tests that wait for them, smaller cache bounds. */
  httpLimits?: Partial<HttpLimits>;
  responseCacheLimits?: Partial<ResponseCacheLimits>;
  formLimits?: Partial<FormServerLimits>;
  /** Every log line, at the config's log level (default: no logging). */
  logStream?: LogStream;
  /** Another app's database: a second server process over it (not migrated, seeded nor closed here). */
  db?: Db;
}

/** A fresh, migrated database for one test file or test. */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openMemoryPglite();
    return { db, drop: async () => undefined };
  }
  const name = `hv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.db;
  const { db, drop } = shared ? { db: shared, drop: async () => undefined } : await openTestDb();
  if (!shared) await migrate(db);
  if (!shared && options.seed !== false) await seedSampleData(db);
  const config: ServerConfig = {
    ...loadConfig({}),
    staticDir: '/nonexistent-static-dir',
    rateLimitMax: 0,
    logLevel: 'silent',
    ...options.config,
  };
  const app = await buildApp({
    config,
    db,
    now: options.now,
    logger: false,
    extraRoutes: options.extraRoutes,
    onRoute: options.onRoute,
    onSend: checkAnswer,
    httpLimits: options.httpLimits,
    responseCacheLimits: options.responseCacheLimits,
    formLimits: options.formLimits,
    logStream: options.logStream,
    candleWorker: SOURCE_CANDLE_WORKER,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      if (shared) return;
      await db.close();
      await drop();
    },
  };
}

/** The error body every 4xx/5xx must carry. */
export function expectErrorBody(body: unknown, code: number): void {
  const b = body as { error_id?: unknown; errors?: Array<{ code: unknown; message: unknown }> };
  if (typeof b.error_id !== 'string' || !/^[0-9a-f-]{36}$/.test(b.error_id)) {
    throw new Error(`error_id missing or not a uuid in ${JSON.stringify(body)}`);
  }
  if (!Array.isArray(b.errors) || b.errors.length === 0) throw new Error(`errors missing in ${JSON.stringify(body)}`);
  const first = b.errors[0]!;
  if (first.code !== code) throw new Error(`expected code ${code}, got ${JSON.stringify(first)}`);
  if (typeof first.message !== 'string' || first.message.length === 0) throw new Error('error message missing');
}
