/**
 * Two servers on one PostgreSQL database, as two processes behind one address
 * would be: each app has its own connection pool, its own LISTEN connection
 * (the change channel) and its own caches; they share nothing but the
 * database. The multi-server project gives TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { openPostgres } from '../../src/db/postgres.js';
import { seedSampleData } from '../../src/db/seed.js';
import { checkAnswer } from '../answer-check.js';

export interface Server {
  app: FastifyInstance;
  db: Db;
}

export interface TwoServers {
  a: Server;
  b: Server;
  close(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startTwoServers(config: Partial<ServerConfig> = {}): Promise<TwoServers> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run this in the multi-server project');
  const name = `hv_multi_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const fullConfig: ServerConfig = {
    ...loadConfig({}),
    staticDir: '/nonexistent-static-dir',
    rateLimitMax: 0,
    logLevel: 'silent',
    ...config,
  };
  const servers: Server[] = [];
  for (let i = 0; i < 2; i += 1) {
    const db = await openPostgres(url.toString());
    // The second start finds the schema and sample data there, as a second process would.
    await migrate(db);
    await seedSampleData(db);
    const app = await buildApp({ config: fullConfig, db, logger: false, onSend: checkAnswer });
    await app.ready();
    servers.push({ app, db });
  }
  const [a, b] = servers as [Server, Server];
  return {
    a,
    b,
    async close() {
      for (const server of servers) {
        await server.app.close();
        await server.db.close();
      }
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Calls `check` until it passes or `ms` is over; returns how long it took. */
export async function within(ms: number, check: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return performance.now() - started;
    } catch (error) {
      if (performance.now() - started > ms) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
