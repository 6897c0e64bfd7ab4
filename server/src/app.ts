/**
 * Builds the Fastify application. The order of registration is the
 * architecture: body parsing and errors first, then shared state (flags,
 * market), then the API (rate limit, response cache, signing, routes), then the
 * web app's static files.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ServerConfig } from './config.js';
import type { Db } from './db/db.js';
import { ERROR_CODES } from '../../src/config/error-codes.js';
import { ApiError, errorBody } from './lib/api-error.js';
import errors from './plugins/errors.js';
import rawBody from './plugins/raw-body.js';
import systemFlags from './plugins/system-flags.js';
import responseCache from './plugins/response-cache.js';
import signing from './plugins/signing.js';
import staticFiles from './plugins/static-files.js';
import { pageStatus } from './plugins/page-status.js';
import market from './market/plugin.js';
import apiRoutes from './routes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    /** Current time in epoch ms; tests replace it. */
    now: () => number;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  now?: () => number;
  logger?: boolean;
  /** Extra routes registered in the API scope, after the real ones (tests use it). */
  extraRoutes?: (scope: FastifyInstance) => Promise<void>;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers["x-auth"]'] },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false, maxParamLength: 200 },
    // The rate limiter keys on the client address; behind a proxy set TRUST_PROXY.
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    // Fastify answers requests it cannot route (a malformed URL) before any
    // handler runs: give them the API's error body too.
    frameworkErrors: (_error, _request, reply) => {
      const entry = ERROR_CODES.MALFORMED_REQUEST;
      (reply as FastifyReply).code(entry.status).send(errorBody(entry.code, entry.message));
    },
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);

  await app.register(errors);
  await app.register(rawBody);
  await app.register(systemFlags, { db });
  await app.register(market, { seed: config.marketSeed });

  await app.register(async function api(scope) {
    if (config.rateLimitMax > 0) {
      await scope.register(rateLimit, {
        max: config.rateLimitMax,
        timeWindow: config.rateLimitWindowMs,
        errorResponseBuilder: (_request, context) =>
          new ApiError('RATE_LIMITED', `${ERROR_CODES.RATE_LIMITED.message} (limit ${context.max} per ${context.after})`),
      });
    }
    await scope.register(responseCache, { now });
    await scope.register(signing);
    await scope.register(apiRoutes);
    if (options.extraRoutes) await scope.register(options.extraRoutes);
  });

  await app.register(staticFiles, { dir: config.staticDir, pageStatus });

  return app;
}
