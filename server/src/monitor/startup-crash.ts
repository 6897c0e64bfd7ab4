/**
 * A start that fails after the database opened leaves its error where the
 * others go (the database or SENTRY_DSN). Never throws: the original error
 * is what the operator must see.
 */
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { createRepositories } from '../repositories/index.js';
import { createErrorSink } from './sink.js';

export async function recordStartupCrash(config: ServerConfig, db: Db, error: unknown): Promise<void> {
  try {
    const sink = createErrorSink({
      sentryDsn: config.sentryDsn,
      environment: config.sentryEnvironment,
      reports: createRepositories(db).errorReports,
    });
    await sink.reportServerError(error, 'startup');
  } catch {
    // The database itself may be what failed.
  }
}
