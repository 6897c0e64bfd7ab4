/**
 * Every error leaves the server as the API's error body. Client mistakes
 * (validation, malformed JSON, unknown paths, oversized bodies) are 4xx;
 * a database that cannot be reached is 503 with Retry-After; only our own
 * faults are 500, and those are logged.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { ApiError, errorBody } from '../lib/api-error.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { DATABASE_OUTAGE } from '../server-limits.js';

/** Fastify's own client-error codes and the catalogue entry each maps to. */
const FASTIFY_CLIENT_ERRORS: Record<string, keyof typeof ERROR_CODES> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'MALFORMED_REQUEST',
};

/** The catalogue entry for a 4xx status Fastify or a plugin chose (408, 414, ...), else "malformed request". */
function entryForStatus(status: number): (typeof ERROR_CODES)[keyof typeof ERROR_CODES] {
  return Object.values(ERROR_CODES).find((entry) => entry.status === status && entry.code === status) ?? ERROR_CODES.MALFORMED_REQUEST;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error is never a representation of the URL worth keeping.
    reply.header('cache-control', 'no-store');
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.extra));
    }
    if (error.validation) {
      const entry = ERROR_CODES.INVALID_PARAMETER;
      const where = error.validationContext ?? 'request';
      return reply.code(entry.status).send(errorBody(entry.code, `Invalid ${where}: ${error.message}`));
    }
    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (mapped) {
      const entry = ERROR_CODES[mapped];
      return reply.code(entry.status).send(errorBody(entry.code, entry.message));
    }
    if (error.statusCode === 429) {
      const entry = ERROR_CODES.RATE_LIMITED;
      return reply.code(429).send(errorBody(entry.code, entry.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const entry = entryForStatus(error.statusCode);
      return reply.code(error.statusCode).send(errorBody(entry.code, error.message || entry.message));
    }
    if (isDatabaseUnavailable(error)) {
      // Not our code's fault and not the client's: no stack in the log for every request of an outage.
      request.log.warn({ code: (error as { code?: string }).code, message: error.message }, 'database unavailable');
      const entry = ERROR_CODES.DATABASE_UNAVAILABLE;
      reply.header('retry-after', String(DATABASE_OUTAGE.retryAfterSeconds));
      return reply.code(entry.status).send(errorBody(entry.code, entry.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const entry = ERROR_CODES.INTERNAL;
    return reply.code(500).send(errorBody(entry.code, entry.message));
  });

  app.setNotFoundHandler((request, reply) => {
    const entry = ERROR_CODES.NOT_FOUND;
    return reply
      .code(404)
      .header('cache-control', 'no-store')
      .send(errorBody(entry.code, `No such path: ${request.method} ${request.url.split('?')[0]}`));
  });
});
