/**
 * What `npm start` and `npm run admin` print when they cannot start: one line
 * that names what to fix, never a stack trace. Exit code 2 for what the
 * operator configures (a variable, a data directory in use), 1 otherwise.
 */
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DatabaseOpenError } from './db/open-errors.js';
import { DiskFullError } from './db/disk-full.js';
import { TimeoutError } from './lib/with-timeout.js';

export const STARTUP_EXIT = { config: 2, failed: 1 } as const;

export function describeStartupError(error: unknown): { message: string; exitCode: number } {
  if (error instanceof ConfigError) return { message: `Configuration error: ${error.message}`, exitCode: STARTUP_EXIT.config };
  if (error instanceof DataDirLockedError) return { message: error.message, exitCode: STARTUP_EXIT.config };
  if (error instanceof DatabaseOpenError || error instanceof DiskFullError || error instanceof TimeoutError) {
    return { message: error.message, exitCode: STARTUP_EXIT.failed };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { message: `Hashvale could not start: ${text.split('\n', 1)[0]!.slice(0, 500)}`, exitCode: STARTUP_EXIT.failed };
}
