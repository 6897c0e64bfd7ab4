/**
 * In-memory cache of public GET responses. A route opts in with
 * `config: { cacheTtlSeconds }`; the response is kept for that long and sent
 * with a matching Cache-Control and an ETag (304 on If-None-Match). Responses
 * of routes that do not opt in are `no-store`, so nothing private reaches a
 * shared cache.
 *
 * The lookup runs after the rate limiter and after validation (preHandler):
 * cached answers count against the limit, and the key is the route, its path
 * parameters and the query parameters its schema declares, as validated
 * (response-cache-key.ts). An unknown parameter or another spelling of a
 * number makes no new entry; a cached route must declare every query
 * parameter it reads. Memory is bounded by lib/response-cache-store.ts. The
 * ETag is a hash of the answer's bytes, unless the route set one that names
 * them as surely. Encoded copies: response-cache-copies.ts.
 */
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../../src/config/api-headers.js';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../lib/negotiation.js';
import { ResponseCache, type CachedResponse } from '../lib/response-cache-store.js';
import { RESPONSE_CACHE_LIMITS, type ResponseCacheLimits } from '../server-limits.js';
import { cacheable, cacheKey, lookupOf, noteLookup } from './response-cache-key.js';
import { encode, encodingWorthACopy, keepCopy, sendEntry } from './response-cache-copies.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 responses in memory for this many seconds. */
    cacheTtlSeconds?: number;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

export { ResponseCache } from '../lib/response-cache-store.js';
export { pickEncoding } from '../lib/cached-encodings.js';
export { requestCacheKey } from './response-cache-key.js';

export interface ResponseCacheOptions {
  now?: () => number;
  limits?: Partial<ResponseCacheLimits>;
}

export default fp(async function responseCache(app: FastifyInstance, opts: ResponseCacheOptions) {
  const now = opts.now ?? Date.now;
  const cache = new ResponseCache(now, { ...RESPONSE_CACHE_LIMITS, ...opts.limits });
  app.decorate('responseCache', cache);

  // Expired entries nobody asks for again are freed too; the timer never keeps the process alive.
  const sweeper = setInterval(() => cache.sweep(), cache.limits.sweepIntervalMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  /**
   * Request targets already seen, with the key they came to. A target routes
   * and validates to the same key every time, so a hit on a known target is
   * answered at onRequest, before its query is parsed and validated
   * (docs/api.md "What each mechanism earns"). Bounded by the cache's limits:
   * past `aliasesPerEntry` per entry it starts again, and a target longer
   * than `aliasMaxTargetLength` is not kept.
   */
  const aliases = new Map<string, string>();
  function remember(target: string, key: string): void {
    const { aliasMaxTargetLength, aliasesPerEntry, maxEntries } = cache.limits;
    if (target.length > aliasMaxTargetLength || aliases.get(target) === key) return;
    if (aliases.size >= maxEntries * aliasesPerEntry) aliases.clear();
    aliases.set(target, key);
  }

  function answerHit(request: FastifyRequest, reply: FastifyReply, key: string, done: (error?: Error) => void): boolean {
    const entry = cache.get(key);
    if (!entry) return false;
    noteLookup(request, key, true);
    // Answered here, so the request goes no further (done is called only on an error).
    sendEntry(request, reply, cache, key, entry, now())?.catch(done);
    return true;
  }

  // Callback hooks: every API request passes them, and an async hook costs each a promise.
  // After the rate limit (registered before this plugin), so a hit still counts.
  app.addHook('onRequest', (request, reply, done) => {
    const key = cacheable(request) ? aliases.get(request.url) : undefined;
    if (key === undefined || !answerHit(request, reply, key, done)) done();
  });

  // After validation: the key is made of what was validated.
  app.addHook('preHandler', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = cacheKey(request);
    noteLookup(request, key, false);
    if (!answerHit(request, reply, key, done)) return done();
    remember(request.url, key);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const answer = keepAnswer(request, reply, payload);
    if (answer instanceof Promise) answer.then((made) => done(null, made), done);
    else done(null, answer);
  });

  /** What goes out: the payload, or '' for a 304; a first 200 answer is kept on the way. */
  function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    // A maintenance or unavailability answer (system-flags.ts adds the header
    // first) must not be kept by a browser: its HTTP cache would replay the
    // header long after the flag is off, and the banner would never go.
    if (reply.hasHeader(MAINTENANCE_HEADER) || reply.hasHeader(SYSTEM_UNAVAILABLE_HEADER)) {
      reply.header('cache-control', 'no-store');
      reply.removeHeader('etag');
      return payload;
    }
    const ttl = cacheable(request);
    if (!ttl) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    const lookup = lookupOf(request);
    if (lookup === undefined || lookup.hit || reply.statusCode !== 200) {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A route that can name its answer without reading it sets the ETag itself (content lists: routes/content.ts).
    const named = reply.getHeader('etag');
    const etag = typeof named === 'string' ? named : `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const entry: CachedResponse = {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag,
      expiresAt: now() + ttl * 1000,
    };
    if (cache.set(lookup.key, entry)) remember(request.url, lookup.key);
    reply.header('cache-control', `public, max-age=${ttl}`);
    reply.header('etag', etag);
    reply.header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    // The first answer in the client's encoding, made once (one task on zlib's thread pool) and kept for the hits after it.
    const encoding = encodingWorthACopy(request, payload);
    if (!encoding) return payload;
    const key = lookup.key;
    return encode(payload, encoding).then((made) => {
      keepCopy(cache, key, payload, encoding, made);
      reply.header('content-encoding', encoding);
      return made;
    });
  }
});
