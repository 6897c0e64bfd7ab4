/**
 * The encoded copies the response cache keeps with an answer, and sending a
 * cached answer in the client's encoding. A copy is made once, on zlib's
 * thread pool rather than the event loop (docs/api.md "Compression"), and
 * kept with the entry, so a hit costs no compression. The compress plugin
 * leaves an answer with Content-Encoding alone.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressible, encodeCopy, pickEncoding } from '../lib/cached-encodings.js';
import { matchesEtag } from '../lib/negotiation.js';
import type { CachedEncoding, CachedResponse, ResponseCache } from '../lib/response-cache-store.js';
import { COMPRESSION_LIMITS } from '../server-limits.js';

function sendBody(reply: FastifyReply, entry: CachedResponse, encoding: CachedEncoding | undefined, body: string | Buffer): void {
  if (encoding) reply.header('content-encoding', encoding);
  void reply.type(entry.contentType).send(body);
}

/** The client's encoding, when the body is worth a copy. */
export function encodingWorthACopy(request: FastifyRequest, body: string | Buffer): CachedEncoding | undefined {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  return encoding && compressible(body, COMPRESSION_LIMITS.thresholdBytes) ? encoding : undefined;
}

/** One copy of `body` in `encoding`. */
export function encode(body: string | Buffer, encoding: CachedEncoding): Promise<Buffer> {
  return encodeCopy(body, encoding, COMPRESSION_LIMITS.brotliQuality);
}

/**
 * Keeps an encoded copy with the cached answer it was made from, if that
 * answer is still cached (a reload may have dropped it meanwhile, and a copy
 * in another encoding may have joined it).
 */
export function keepCopy(cache: ResponseCache, key: string, body: CachedResponse['body'], encoding: CachedEncoding, made: Buffer): void {
  const current = cache.peek(key);
  if (current?.body !== body) return;
  cache.set(key, { ...current, encoded: { ...current.encoded, [encoding]: made } });
}

/**
 * Answers from a cached entry: 304 when the client has it, else the body in
 * the client's encoding, from the copy kept with the entry or, the first time
 * that encoding is asked for, a copy made now and kept. Synchronous unless
 * that copy must be made: then the promise settles once the answer is sent.
 */
export function sendEntry(
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
  // The kept copy first: a hit need not measure the body (a string's UTF-8 length) again.
  const accepted = pickEncoding(request.headers['accept-encoding']);
  const copy = accepted && entry.encoded?.[accepted];
  if (copy) {
    sendBody(reply, entry, accepted, copy);
    return undefined;
  }
  const encoding = encodingWorthACopy(request, entry.body);
  if (!encoding) {
    sendBody(reply, entry, undefined, entry.body);
    return undefined;
  }
  return encode(entry.body, encoding).then((made) => {
    keepCopy(cache, key, entry.body, encoding, made);
    sendBody(reply, entry, encoding, made);
  });
}
