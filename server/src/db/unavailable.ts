/**
 * Whether an error means the database cannot be reached right now (stopped,
 * restarting, the network down, too many connections), not that a query was
 * wrong. Such an error is answered 503 with Retry-After (plugins/errors.ts):
 * the client did nothing wrong and a retry soon may pass; node-postgres's
 * pool opens a new connection on the next query, so the server recovers as
 * soon as the database is back.
 */

/** Socket and DNS codes of a database that cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server going away or refusing connections: admin_shutdown,
 * crash_shutdown, cannot_connect_now, too_many_connections (and class 08,
 * connection exceptions, below).
 */
const SHUTTING_DOWN = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres's and PGlite's messages for a connection that is gone (they carry no code). */
const GONE =
  /^(?:Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed)/i;

function reasons(error: unknown, depth = 0): unknown[] {
  if (!error || typeof error !== 'object' || depth > 3) return [];
  const e = error as { cause?: unknown; errors?: unknown[] };
  return [error, ...reasons(e.cause, depth + 1), ...(Array.isArray(e.errors) ? e.errors.flatMap((inner) => reasons(inner, depth + 1)) : [])];
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return reasons(error).some((reason) => {
    const { code, message } = reason as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE.has(code) || SHUTTING_DOWN.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    return typeof message === 'string' && GONE.test(message);
  });
}
