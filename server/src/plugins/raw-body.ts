/**
 * Keeps the request body's exact bytes: signatures are verified over what was
 * received, never over a re-serialised object (api-facts, "Request signing").
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received; null when the request had none. */
    rawBody: Buffer | null;
  }
}

export default fp(async function rawBody(app: FastifyInstance) {
  app.decorateRequest('rawBody', null);

  app.removeContentTypeParser(['application/json', 'text/plain']);

  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body;
    if (body.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      done(new ApiError('MALFORMED_REQUEST', 'Body is not valid JSON'), undefined);
    }
  });

  // Any other type is kept as bytes; routes that accept it decide what it means.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body;
    done(null, body);
  });
});
