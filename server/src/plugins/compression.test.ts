import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { COMPRESSION_LIMITS } from '../server-limits.js';
import { pickEncoding, type ResponseCache } from './response-cache.js';

let t: TestApp;
// The cache lives in the API scope; the test routes registered there hand it out.
let cache: ResponseCache;
beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: async (scope) => {
      cache = scope.responseCache;
      scope.get('/api/v2/test/big', async () => ({ words: 'hash power '.repeat(500) }));
      scope.get('/api/v2/test/small', async () => ({ ok: true }));
      scope.get('/api/v2/test/big-cached', { config: { cacheTtlSeconds: 60 } }, async () => ({ words: `cached ${'rigs '.repeat(800)}` }));
    },
  });
});
afterAll(() => t.close());

describe('compression of API answers', () => {
  it('compresses dynamic JSON past the threshold with brotli, else gzip, and sends small answers as they are', async () => {
    const br = await t.app.inject({ url: '/api/v2/test/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).words).toContain('hash power');
    const gzip = await t.app.inject({ url: '/api/v2/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).words).toContain('hash power');
    const plain = await t.app.inject({ url: '/api/v2/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ url: '/api/v2/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps encoded copies of a cached answer and serves them on a hit, with Vary and the same ETag', async () => {
    const first = await t.app.inject({ url: '/api/v2/test/big-cached', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    const hit = await t.app.inject({ url: '/api/v2/test/big-cached', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(zlib.gunzipSync(hit.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
    const plain = await t.app.inject({ url: '/api/v2/test/big-cached' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
  });

  it('encodes a first answer once, off the stream path, and sends that copy on the next hits', async () => {
    const url = '/api/v2/test/big-cached';
    cache.clear();
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    // The same bytes: the hits sent the copy the first answer made, not one encoded again.
    for (let hits = 0; hits < 3; hits += 1) {
      const hit = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(hit.headers.etag).toBe(first.headers.etag);
    }
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe((await t.app.inject({ url })).body);
  });

  it('picks br, else gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('keeps the pinned values', () => {
    expect(COMPRESSION_LIMITS).toEqual({ thresholdBytes: 1024, brotliQuality: 2 });
  });
});
