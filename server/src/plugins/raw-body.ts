/**
 * Keeps the request body's exact bytes: signatures are verified over what was
 * received, never over a re-serialised object (api-facts, "Request signing").
 */
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import { carriesBody } from '../lib/negotiation.js';

/** Reads a body to its end and drops it; false as soon as it passes `limit` bytes. */
function drain(stream: IncomingMessage, limit: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stop = (settle: () => void) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      settle();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) stop(() => resolve(false));
    };
    const onEnd = () => stop(() => resolve(true));
    const onError = (error: Error) => stop(() => reject(error));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received; null when the request had none. */
    rawBody: Buffer | null;
  }
}

export default fp(async function rawBody(app: FastifyInstance) {
  app.decorateRequest('rawBody', null);

  /*
   * A GET or HEAD may send a body, which means nothing and which Fastify never
   * reads. A connection closed with those bytes unread is reset, and the reset
   * can cut the answer short (the fuzz saw the 170 KB OpenAPI document cut).
   * So such a body is read and dropped before anything answers, up to the
   * body limit (past it, 413).
   */
  const limit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('onRequest', (request, _reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !carriesBody(request)) return done();
    drain(request.raw, limit).then((whole) => done(whole ? undefined : new ApiError('PAYLOAD_TOO_LARGE')), done);
  });

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
