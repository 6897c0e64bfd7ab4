/**
 * An app on a PostgreSQL cluster of its own, migrated and seeded, for tests
 * that stop the database under a running server (the server-postgres
 * project's own cluster stays up for the other tests).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedSampleData } from '../src/db/seed.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.js';

export interface AppOnOwnPostgres {
  cluster: ThrowawayPostgres;
  app: FastifyInstance;
  /** Closes the app and the database, and deletes the cluster. */
  close(): Promise<void>;
}

export async function startAppOnOwnPostgres(): Promise<AppOnOwnPostgres> {
  const cluster = await startThrowawayPostgres();
  const db = await openPostgres(cluster.url);
  await migrate(db);
  await seedSampleData(db);
  const config = { ...loadConfig({}), staticDir: '/nonexistent-static-dir', rateLimitMax: 0, logLevel: 'silent' as const };
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  return {
    cluster,
    app,
    async close() {
      await app.close();
      await db.close().catch(() => undefined);
      cluster.remove();
    },
  };
}
