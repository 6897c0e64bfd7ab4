/**
 * Opens the database, migrates, seeds, builds the app, listens, and opens the
 * admin socket. `main.ts` calls this; so do the browser tests and benchmarks,
 * which need the same server the user gets.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import { seedSampleData } from './db/seed.js';
import { buildApp } from './app.js';
import { loadContent } from './content/load-content.js';
import { adminSocketInUse, startAdminSocket } from './admin/socket.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<RunningServer> {
  // PGlite allows one process per data directory: refuse before opening it.
  if (!config.databaseUrl && (await adminSocketInUse(config.dataDir))) {
    throw new Error(`Another Hashvale server is already running with DATA_DIR ${config.dataDir}`);
  }
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let app: FastifyInstance | undefined;
  let admin: { close(): Promise<void> } | undefined;
  try {
    await migrate(db);
    if (config.seedSampleData) await seedSampleData(db);
    await loadContent(db, config.contentDir);
    app = await buildApp({ config, db, logger: options.logger });
    await app.listen({ port: config.port, host: config.host });
    admin = await startAdminSocket(app, config.dataDir);
  } catch (error) {
    await admin?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await db.close();
    throw error;
  }
  const adminSocket = admin;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const built = app;
  let closing: Promise<void> | undefined;
  return {
    app: built,
    db,
    url: `http://localhost:${port}`,
    close() {
      closing ??= (async () => {
        await adminSocket.close();
        await built.close();
        await db.close();
      })();
      return closing;
    },
  };
}
