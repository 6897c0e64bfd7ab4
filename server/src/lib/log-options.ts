/**
 * The server's logger (pino through Fastify): Fastify's own request
 * serializer, with the URL's one-time credentials redacted (redact-url.ts):
 * the login token of useLoginToken, OAuth's code and state on the sign-in
 * callbacks, any token-like parameter. docs/auth.md says they are never
 * logged. A logged error's message and stack are scrubbed as an error
 * report is (scrub.ts).
 */
import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact-url.js';
import { scrubText } from './scrub.js';

function logError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return { type: error.name, message: scrubText(error.message), stack: scrubText(error.stack ?? ''), code, statusCode };
}

/** The parts of a Fastify request the log shows. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers["x-auth"]', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        // Credentials by name and place, then by form (a session secret or JWT under any name).
        url: scrubText(redactUrl(request.url)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: logError,
    },
    ...(stream ? { stream } : {}),
  };
}
