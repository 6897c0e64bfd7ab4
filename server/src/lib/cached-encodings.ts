/**
 * The encoded copies the response cache keeps of an answer
 * (plugins/response-cache.ts): which encoding a client gets, whether a body is
 * worth a copy, and making one off the event loop.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { preferredEncoding } from './negotiation.js';
import type { CachedEncoding } from './response-cache-store.js';

/** The encodings a cached answer keeps copies in, in our order of preference. */
const KEPT_ENCODINGS: readonly CachedEncoding[] = ['br', 'gzip'];

/** The client's preferred encoding we keep copies in: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): CachedEncoding | undefined {
  return preferredEncoding(acceptEncoding, KEPT_ENCODINGS);
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Worth an encoded copy (the server's threshold is COMPRESSION_LIMITS.thresholdBytes); a smaller body goes as it is. */
export function compressible(body: string | Buffer, thresholdBytes: number): boolean {
  return Buffer.byteLength(body) >= thresholdBytes;
}

/**
 * One encoded copy of a body. Made on zlib's thread pool, not the event
 * loop: a copy of a search's answer took 130 µs that every other request
 * waited behind.
 */
export function encodeCopy(body: string | Buffer, encoding: CachedEncoding, brotliQuality: number): Promise<Buffer> {
  if (encoding === 'br') return brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
  return gzip(body);
}
