/**
 * Turns the ways opening a database fails into one line a person can act
 * on: PGlite reports emscripten errno numbers or "failed to initialize",
 * node-postgres reports DNS and socket codes. The PostgreSQL message names
 * host, port and database, never the password.
 */
import { MINUTE_MS } from '../../../src/config/time.js';

export class DatabaseOpenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseOpenError';
  }
}

/** Opening a fresh embedded database runs initdb; on a busy small machine that takes seconds, never a minute. */
export const PGLITE_OPEN_TIMEOUT_MS = MINUTE_MS;
/** A reachable PostgreSQL accepts a connection in well under this. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

/** Emscripten's errno numbers, which PGlite's file system errors carry. */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: 'permission denied',
  29: 'input/output error',
  44: 'a file or folder is missing',
  51: 'the disk is full',
  63: 'permission denied',
  69: 'the file system is read-only',
};

export function pgliteOpenError(dir: string, error: unknown): DatabaseOpenError {
  const e = error as { name?: string; errno?: number; message?: string; code?: string };
  let reason: string;
  if (typeof e.errno === 'number' && e.name === 'ErrnoError') reason = EMSCRIPTEN_ERRNO[e.errno] ?? `file system error ${e.errno}`;
  else if (e.code === 'ENOSPC') reason = 'the disk is full';
  else if (e.code === 'EROFS') reason = 'the file system is read-only';
  else if (e.code === 'EACCES' || e.code === 'EPERM') reason = 'permission denied';
  else if (/failed to initialize/i.test(e.message ?? '')) reason = 'the folder does not hold a readable database (damaged, or made by another PGlite version)';
  else reason = firstLine(e.message);
  return new DatabaseOpenError(`Could not open the embedded database in ${dir}: ${reason}`);
}

const PG_REASONS: Record<string, string> = {
  ENOTFOUND: 'the host name is not known',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNREFUSED: 'connection refused (is PostgreSQL running and listening there?)',
  ECONNRESET: 'the connection was reset',
  ETIMEDOUT: 'no answer',
  EHOSTUNREACH: 'the host is unreachable',
  '28P01': 'password authentication failed',
  '28000': 'this user may not connect',
  '3D000': 'the database does not exist',
};

export function postgresOpenError(connectionString: string, error: unknown): DatabaseOpenError {
  const e = error as { code?: string; message?: string; name?: string };
  const timedOut = e.name === 'TimeoutError' || /timeout/i.test(e.message ?? '');
  const reason = (e.code && PG_REASONS[e.code]) ?? (timedOut ? `no answer within ${POSTGRES_CONNECT_TIMEOUT_MS / 1000} s` : firstLine(e.message));
  return new DatabaseOpenError(`Could not connect to PostgreSQL at ${where(connectionString)} (DATABASE_URL): ${reason}`);
}

function where(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname.length > 1 ? url.pathname : ''}`;
  } catch {
    return 'the configured server';
  }
}

function firstLine(text: string | undefined): string {
  return (text ?? 'unknown error').split('\n', 1)[0]!.slice(0, 300);
}
