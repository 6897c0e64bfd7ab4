/**
 * Builds the Fastify application. The order of registration is the
 * architecture: security headers, answers to malformed requests, errors and
 * body parsing first, then shared state (flags, market), then the API (rate
 * limit, response cache, signing, routes), then the web app's static files.
 * Timeouts and size limits come from server-limits.ts.
 */
import { existsSync } from 'node:fs';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type onSendHookHandler, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.js';
import type { Db } from './db/db.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import { ERROR_CODES } from '../../src/config/error-codes.js';
import { errorBody } from './lib/api-error.js';
import { loggerOptions, type LogStream } from './lib/log-options.js';
import { COMPRESSION_LIMITS, HEALTH_CHECK, HTTP_LIMITS, type FormServerLimits, type HttpLimits, type ResponseCacheLimits } from './server-limits.js';
import clientErrors, { clientErrorHandler } from './plugins/client-errors.js';
import errors from './plugins/errors.js';
import securityHeaders from './plugins/security-headers.js';
import { contentSecurityPolicy, SECURITY_HEADERS } from './lib/security-headers.js';
import { loadStylesheets } from './pages/inline-styles.js';
import errorSink from './plugins/error-sink.js';
import rawBody from './plugins/raw-body.js';
import changeChannel from './plugins/change-channel.js';
import systemFlags from './plugins/system-flags.js';
import rateLimit from './plugins/rate-limit.js';
import responseCache from './plugins/response-cache.js';
import signing from './plugins/signing.js';
import staticFiles from './plugins/static-files.js';
import { createPageRenderer, type PageRenderer } from './pages/render-page.js';
import { loadServerApp } from './pages/server-app.js';
import { listPageWithinBounds } from './routes/content.js';
import { contentPageStatus } from './plugins/page-status.js';
import market from './market/plugin.js';
import type { CandleWorkerScript } from './market/candle-builds.js';
import live from './live/plugin.js';
import balanceCache from './plugins/balance-cache.js';
import forms from './forms/plugin.js';
import contentIndex from './plugins/content-index.js';
import statusSelfChecks from './status/self-checks.js';
import { summaryWithin } from './status/summary.js';
import { SETTINGS_KEYS } from './db/settings-keys.js';
import sitemap from './plugins/sitemap.js';
import { operationDetail, referenceIndex } from '../../src/config/api-reference.js';
import { servedOpenApi } from './api-docs/served-openapi.js';
import { servedAsyncApi } from './api-docs/served-asyncapi.js';
import { servedChangelog } from './content/api-changelog.js';
import { websocketReference } from '../../src/config/websocket-reference.js';
import apiRoutes from './routes/index.js';
import signIn from './sign-in/plugin.js';
import downloads from './downloads/plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Data access, one repository per area (server/src/repositories/). */
    repos: Repositories;
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
  /** Log lines go here instead of stdout, even with `logger: false` (tests read what is logged). */
  logStream?: LogStream;
  /** Extra routes registered in the API scope, after the real ones (tests use it). */
  extraRoutes?: (scope: FastifyInstance) => Promise<void>;
  /** Sees every route as it is registered (the API contract test uses it). */
  onRoute?: (route: RouteOptions) => void;
  /** Sees every answer before it is sent (tests check answers against the contract). */
  onSend?: onSendHookHandler;
  /** Tests shorten the timeouts and cache bounds of server-limits.ts. */
  httpLimits?: Partial<HttpLimits>;
  responseCacheLimits?: Partial<ResponseCacheLimits>;
  /** Tests shorten the form windows and captcha bounds. */
  formLimits?: Partial<FormServerLimits>;
  /** The candle worker's script; the compiled one beside the market module by default (tests run the source). */
  candleWorker?: CandleWorkerScript;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const now = options.now ?? Date.now;
  const limits: HttpLimits = { ...HTTP_LIMITS, ...options.httpLimits };
  const app = Fastify({
    logger: options.logger === false && !options.logStream ? false : loggerOptions(config.logLevel, options.logStream),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false, maxParamLength: 200 },
    // The rate limiter keys on the client address; behind a proxy set TRUST_PROXY.
    trustProxy: config.trustProxy,
    bodyLimit: limits.bodyBytes,
    // Bounded waits for slow or silent clients (server-limits.ts).
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
      // Node answers a missing Host with an empty 400; plugins/client-errors.ts answers it with the error body.
      requireHostHeader: false,
    },
    clientErrorHandler,
    // A request that arrives while the server closes gets the error body from plugins/client-errors.ts, not Fastify's own.
    return503OnClosing: false,
    // Fastify answers requests it cannot route (a malformed URL) before any
    // handler or hook runs: give them the API's error body and headers too.
    frameworkErrors: (_error, _request, reply) => {
      const entry = ERROR_CODES.MALFORMED_REQUEST;
      (reply as FastifyReply)
        .code(entry.status)
        .headers({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
        .send(errorBody(entry.code, entry.message));
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.onSend) app.addHook('onSend', options.onSend);
  app.decorate('db', db);
  app.decorate('repos', createRepositories(db));
  app.decorate('config', config);
  app.decorate('now', now);

  await app.register(securityHeaders);
  await app.register(clientErrors, { urlLength: limits.urlLength });
  await app.register(errors);
  await app.register(errorSink);
  await app.register(rawBody);
  // Before the caches that subscribe to it: flags, content, credentials.
  await app.register(changeChannel);
  await app.register(systemFlags);
  await app.register(market, { seed: config.marketSeed, ...(options.candleWorker ? { candleWorker: options.candleWorker } : {}) });
  await app.register(live);
  await app.register(balanceCache);
  await app.register(forms, { limits: options.formLimits });
  await app.register(contentIndex);
  await app.register(statusSelfChecks);
  await app.register(downloads);

  await app.register(async function api(scope) {
    if (config.rateLimitMax > 0) {
      await scope.register(rateLimit, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs, now });
    }
    // Dynamic JSON is compressed per answer; cacheable answers keep encoded copies (response-cache.ts).
    await scope.register(compress, {
      threshold: COMPRESSION_LIMITS.thresholdBytes,
      encodings: ['br', 'gzip'],
      // Request bodies stay as sent: signatures are over the bytes received.
      globalDecompression: false,
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: COMPRESSION_LIMITS.brotliQuality } },
    });
    await scope.register(responseCache, { now, limits: options.responseCacheLimits });
    await scope.register(signing);
    await scope.register(apiRoutes);
    if (options.extraRoutes) await scope.register(options.extraRoutes);
  });

  // Sign-in with Google or Apple: browser redirects under /my/auth, outside the API scope (docs/auth.md).
  await app.register(signIn);

  await app.register(sitemap);
  const pages = await pageRendererFor(app);
  await app.register(staticFiles, {
    dir: config.staticDir,
    pageStatus: contentPageStatus(app.content.index),
    contentSecurityPolicy: (inlineStyleHashes, frameSources) =>
      contentSecurityPolicy({ appleSignInJs: config.signIn.apple !== undefined, inlineStyleHashes, frameSources }),
    ...(pages ? { renderPage: (request, pathname, status, shell) => pages.render(request, pathname, status, shell) } : {}),
  });

  return app;
}

/** Pages written in the reader's language, or undefined (a warning) without the app's catalogues. */
async function pageRendererFor(app: FastifyInstance): Promise<PageRenderer | undefined> {
  if (!existsSync(app.config.localesDir)) {
    app.log.warn({ dir: app.config.localesDir }, 'message catalogues not found: pages are served without their titles and texts (set LOCALES_DIR)');
    return undefined;
  }
  const serverApp = await loadServerApp({ entry: app.config.ssrEntry, staticDir: app.config.staticDir });
  if (!serverApp)
    app.log.warn(
      { entry: app.config.ssrEntry },
      "the app's server bundle or the build manifest is missing: pages are served without their markup (npm run build)",
    );
  const pages = createPageRenderer({
    localesDir: app.config.localesDir,
    publicUrl: app.config.publicUrl,
    stylesheets: loadStylesheets(app.config.staticDir),
    ...(serverApp ? { app: serverApp } : {}),
    onRenderError: (error, pathname) => app.log.error({ err: error, pathname }, 'the app failed to render a page; served without its markup'),
    content: {
      // The index's articles and summaries hold exactly the fields the content calls answer.
      article: (key) => app.content.index.article(key),
      // A list the app asks for while rendering, as list2 answers it; none for a page size list2 would refuse.
      list: (query) => listPageWithinBounds(app.content.index, query),
      supportCategories: () => app.repos.support.categories(),
      feeInfo: () => app.repos.settings.get(SETTINGS_KEYS.serviceFeeInfo),
      // As api/v2/downloads answers it.
      downloadFiles: async () => ({ list: await app.downloads.list() }),
      statusSummary: () =>
        summaryWithin(app.repos, app.now(), HEALTH_CHECK.databaseTimeoutMs, (err) => app.log.warn({ err }, 'reading the status tables for /status failed')),
      // The reference pages read the document the API serves, so they list exactly its operations.
      apiReference: () => referenceIndex(servedOpenApi(app)),
      apiOperation: (name) => operationDetail(servedOpenApi(app), name),
      websocketReference: () => websocketReference(servedAsyncApi(app)),
      apiChangelog: () => servedChangelog(app),
    },
  });
  app.content.onReload(() => pages.clear());
  return pages;
}
