/**
 * `app.errorSink` (monitor/sink.ts) and the server's own errors: an answer
 * with status 5xx reports the error that caused it. The error handler runs
 * after onError hooks, so the error is remembered there and reported once the
 * status is known.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createErrorSink, type ErrorSink } from '../monitor/sink.js';

declare module 'fastify' {
  interface FastifyInstance {
    errorSink: ErrorSink;
  }
  interface FastifyRequest {
    failure: unknown;
  }
}

export default fp(async function errorSink(app: FastifyInstance) {
  app.decorate(
    'errorSink',
    createErrorSink({
      sentryDsn: app.config.sentryDsn,
      environment: app.config.sentryEnvironment,
      reports: app.repos.errorReports,
      now: app.now,
    }),
  );
  app.decorateRequest('failure', undefined);
  app.addHook('onError', (request, _reply, error, done) => {
    request.failure = error;
    done();
  });
  // A callback hook: every answer passes here, and only a failed one has work to wait for.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode < 500 || request.failure === undefined) return done();
    const where = { method: request.method, path: request.url.split('?')[0], status: reply.statusCode };
    app.errorSink
      .reportServerError(request.failure, 'server', where)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not keep the error report');
      })
      .finally(() => done());
  });
});
