/**
 * Checks the configured folders, locks the embedded database's folder, opens
 * the database, migrates, seeds, builds the app, listens, and opens the admin
 * socket. `main.ts` calls this (through run-server.ts); so do the browser
 * tests and benchmarks, which need the same server the user gets.
 */
import type { FastifyInstance } from 'fastify';
import { serverClock, type ServerConfig } from './config.js';
import { checkConfigBeforeStart, listenError } from './config-checks.js';
import { openDb, type Db } from './db/db.js';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { diskFullError } from './db/disk-full.js';
import { seedSampleData } from './db/seed.js';
import { buildApp } from './app.js';
import { loadContent } from './content/load-content.js';
import { startAdminSocket } from './admin/socket.js';
import { recordStartupCrash } from './monitor/startup-crash.js';
import { writeSampleFiles } from './downloads/sample-files.js';
import { DOWNLOAD_FILE_NAMES } from '../../src/config/downloads.js';

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function startServer(config: ServerConfig, options: { logger?: boolean } = {}): Promise<RunningServer> {
  await checkConfigBeforeStart(config);
  // One process per embedded database, decided before it is opened; many
  // servers share a PostgreSQL by design.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let db: Db;
  try {
    db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  let app: FastifyInstance | undefined;
  let admin: { close(): Promise<void> } | undefined;
  try {
    await migrate(db);
    if (config.seedSampleData) await seedSampleData(db);
    await loadContent(db, config.contentDir);
    // The default folder gets sample files, so a fresh machine serves real bytes (a configured one is the operator's).
    if (config.downloadsSamples) await writeSampleFiles(config.downloadsDir, DOWNLOAD_FILE_NAMES);
    app = await buildApp({ config, db, logger: options.logger, now: serverClock(config) });
    await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      throw listenError(config, error) ?? error;
    });
    admin = await startAdminSocket(app, config.dataDir);
  } catch (error) {
    await recordStartupCrash(config, db, error);
    await admin?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    // On a full disk closing may fail too: the first error is the one to report.
    await db.close().catch(() => undefined);
    await lock?.release();
    throw (config.databaseUrl ? undefined : diskFullError(config.dataDir, error)) ?? error;
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
        await lock?.release();
      })();
      return closing;
    },
  };
}
