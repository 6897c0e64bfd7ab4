/**
 * In-memory cache of public GET responses. A route opts in with
 * `config: { cacheTtlSeconds }`; the response is kept for that long under its
 * path (trailing slash ignored) plus query, and sent with a matching
 * Cache-Control and an ETag (304 on If-None-Match). Responses of routes that do
 * not opt in are `no-store`, so nothing private reaches a shared cache.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 responses in memory for this many seconds. */
    cacheTtlSeconds?: number;
  }
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
}

interface Entry {
  body: string | Buffer;
  contentType: string;
  etag: string;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }
}

export function cacheKey(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return q === -1 ? path : path + url.slice(q);
}

const HIT = Symbol('response-cache-hit');
type Marked = FastifyRequest & { [HIT]?: boolean };

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry, now: number): FastifyReply {
  const maxAge = Math.max(0, Math.floor((entry.expiresAt - now) / 1000));
  reply.header('cache-control', `public, max-age=${maxAge}`);
  reply.header('etag', entry.etag);
  if (request.headers['if-none-match'] === entry.etag) {
    return reply.code(304).send();
  }
  return reply.type(entry.contentType).send(entry.body);
}

export default fp(async function responseCache(app: FastifyInstance, opts: { now?: () => number }) {
  const now = opts.now ?? Date.now;
  const cache = new ResponseCache(now);
  app.decorate('responseCache', cache);

  app.addHook('onRequest', async (request, reply) => {
    const ttl = request.routeOptions.config.cacheTtlSeconds;
    if (!ttl || request.method !== 'GET') return;
    const entry = cache.get(cacheKey(request.url));
    if (!entry) return;
    (request as Marked)[HIT] = true;
    return sendEntry(request, reply, entry, now());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ttl = request.routeOptions.config.cacheTtlSeconds;
    if (!ttl || request.method !== 'GET') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if ((request as Marked)[HIT] || reply.statusCode !== 200) {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const entry: Entry = {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag,
      expiresAt: now() + ttl * 1000,
    };
    cache.set(cacheKey(request.url), entry);
    reply.header('cache-control', `public, max-age=${ttl}`);
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
