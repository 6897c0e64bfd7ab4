/**
 * In-memory cache of public GET responses. A route opts in with
 * `config: { cacheTtlSeconds }`; the response is kept for that long and sent
 * with a matching Cache-Control and an ETag (304 on If-None-Match). Responses
 * of routes that do not opt in are `no-store`, so nothing private reaches a
 * shared cache.
 *
 * The lookup runs after the rate limiter and after validation (preHandler):
 * cached answers count against the limit, and the key is the route, its path
 * parameters and the query parameters its schema declares, as validated. An
 * unknown parameter or another spelling of a number makes no new entry; a
 * cached route must declare every query parameter it reads. Memory is bounded
 * by lib/response-cache-store.ts. The ETag is a hash of the answer's bytes,
 * unless the route set one that names them as surely.
 */
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../../src/config/api-headers.js';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../lib/negotiation.js';
import { compressible, encodeCopy, encodingFor } from '../lib/cached-encodings.js';
import { ResponseCache, type CachedEncoding, type CachedResponse } from '../lib/response-cache-store.js';
import { COMPRESSION_LIMITS, RESPONSE_CACHE_LIMITS, type ResponseCacheLimits } from '../server-limits.js';

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

/** The querystring schema's parameter names, sorted, computed once per schema. */
const declaredNames = new WeakMap<object, string[]>();
function declaredQueryNames(request: FastifyRequest): readonly string[] {
  const schema = request.routeOptions.schema?.querystring as { properties?: Record<string, unknown> } | undefined;
  if (!schema) return [];
  let names = declaredNames.get(schema);
  if (!names) declaredNames.set(schema, (names = Object.keys(schema.properties ?? {}).sort()));
  return names;
}

/** The normalised key: route pattern, path parameters, declared query parameters, each sorted by name. */
export function cacheKey(request: FastifyRequest): string {
  // Every route alike: the parts as validated, whatever their types.
  const params: object = request.params ?? {};
  const query: object = request.query ?? {};
  let key = request.routeOptions.url ?? '';
  for (const name of Object.keys(params).sort()) key += `\n${name}=${JSON.stringify(Reflect.get(params, name))}`;
  for (const name of declaredQueryNames(request)) {
    const value: unknown = Reflect.get(query, name);
    if (value !== undefined) key += `\n?${name}=${JSON.stringify(value)}`;
  }
  return key;
}

const KEY = Symbol('response-cache-key');
const HIT = Symbol('response-cache-hit');
type Marked = FastifyRequest & { [KEY]?: string; [HIT]?: boolean };

/** The request's key as the lookup made it (made again if the lookup has not run). */
export function requestCacheKey(request: FastifyRequest): string {
  return (request as Marked)[KEY] ?? cacheKey(request);
}

/** A GET of a route with a TTL; never a signed one (its answer is a caller's own, and a hit skips the signature check). */
function cacheable(request: FastifyRequest): number | undefined {
  const { cacheTtlSeconds: ttl, signed } = request.routeOptions.config;
  return ttl && !signed && request.method === 'GET' ? ttl : undefined;
}

function sendBody(reply: FastifyReply, entry: CachedResponse, encoding: CachedEncoding | undefined, body: string | Buffer): void {
  if (encoding) reply.header('content-encoding', encoding);
  void reply.type(entry.contentType).send(body);
}

/**
 * Answers from a cached entry, in the client's encoding. The first answer
 * keeps the copy it was sent in (encodeFirstAnswer); a copy in another
 * encoding is made on the first hit that wants it and kept with the entry.
 * The compress plugin leaves an answer with Content-Encoding alone.
 * Synchronous unless that copy must be made: then the promise settles once
 * the answer is sent.
 */
function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  entry: CachedResponse,
  now: number,
): Promise<void> | undefined {
  const maxAge = Math.max(0, Math.floor((entry.expiresAt - now) / 1000));
  reply.header('cache-control', `public, max-age=${maxAge}`);
  reply.header('etag', entry.etag);
  reply.header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    void reply.code(304).send();
    return undefined;
  }
  const encoding = encodingFor(request.headers['accept-encoding']);
  const copy = encoding && entry.encoded?.[encoding];
  if (copy) {
    sendBody(reply, entry, encoding, copy);
    const quick = entry.provisional;
    if (quick?.encoding === encoding && ++quick.sends >= COMPRESSION_LIMITS.keptCopyAfterSends) improveCopy(cache, key, entry, encoding);
    return undefined;
  }
  if (!encoding || !compressible(entry.body, COMPRESSION_LIMITS.thresholdBytes)) {
    sendBody(reply, entry, undefined, entry.body);
    return undefined;
  }
  return encodeCopy(entry.body, encoding, COMPRESSION_LIMITS.keptBrotliQuality).then((made) => {
    keepCopy(cache, key, entry.body, encoding, made);
    sendBody(reply, entry, encoding, made);
  });
}

/**
 * Keeps an encoded copy with the cached answer it was made from, if that
 * answer is still cached (a reload may have dropped it meanwhile, and a copy
 * in another encoding may have joined it). `quick` marks the copy as the
 * first answer's quick one (improveCopy); a kept-quality copy ends that.
 */
function keepCopy(cache: ResponseCache, key: string, body: CachedResponse['body'], encoding: CachedEncoding, made: Buffer, quick = false): void {
  const current = cache.peek(key);
  if (current?.body !== body) return;
  const provisional = quick ? { encoding, sends: 0 } : current.provisional?.encoding === encoding ? undefined : current.provisional;
  cache.set(key, { ...current, encoded: { ...current.encoded, [encoding]: made }, provisional });
}

/**
 * Once hits have sent the first answer's quick copy `keptCopyAfterSends`
 * times, a smaller one at the kept quality replaces it, made in the
 * background, once per entry (sooner cost searches more than it saved:
 * docs/api.md). If the encoding fails, hits go on sending the quick one.
 */
function improveCopy(cache: ResponseCache, key: string, entry: CachedResponse, encoding: CachedEncoding): void {
  // Not asked for again while it is made.
  entry.provisional = undefined;
  encodeCopy(entry.body, encoding, COMPRESSION_LIMITS.keptBrotliQuality).then(
    (made) => keepCopy(cache, key, entry.body, encoding, made),
    () => undefined,
  );
}

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
   * answered at onRequest, before its query is parsed and validated: a
   * quarter of a hit's work (docs/api.md). Bounded by the cache's limits: past
   * `aliasesPerEntry` per entry it starts again, and a target longer than
   * `aliasMaxTargetLength` is not kept.
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
    (request as Marked)[KEY] = key;
    (request as Marked)[HIT] = true;
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

  app.addHook('preHandler', (request, reply, done) => {
    if (!cacheable(request)) return done();
    const key = cacheKey(request);
    (request as Marked)[KEY] = key;
    if (!answerHit(request, reply, key, done)) return done();
    remember(request.url, key);
  });

  /** What onSend passes on: the payload, or '' for a 304; a first 200 answer is kept on the way. */
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
    const key = (request as Marked)[KEY];
    if ((request as Marked)[HIT] || reply.statusCode !== 200 || key === undefined) {
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
    if (cache.set(key, entry)) remember(request.url, key);
    reply.header('cache-control', `public, max-age=${ttl}`);
    reply.header('etag', etag);
    reply.header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding || !compressible(payload, COMPRESSION_LIMITS.thresholdBytes)) return payload;
    return encodeFirstAnswer(reply, key, entry, encoding);
  }

  /**
   * The first answer, in the client's encoding: one task on zlib's thread
   * pool at the quality of an answer sent once, kept with the entry (see
   * improveCopy). The compress plugin, which leaves an answer with
   * Content-Encoding alone, would stream it or encode it on the event loop.
   */
  async function encodeFirstAnswer(reply: FastifyReply, key: string, entry: CachedResponse, encoding: CachedEncoding): Promise<Buffer> {
    const made = await encodeCopy(entry.body, encoding, COMPRESSION_LIMITS.onceBrotliQuality);
    keepCopy(cache, key, entry.body, encoding, made, true);
    reply.header('content-encoding', encoding);
    return made;
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const answer = keepAnswer(request, reply, payload);
    if (answer instanceof Promise) answer.then((made) => done(null, made), done);
    else done(null, answer);
  });
});
