import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { RESPONSE_CACHE_LIMITS } from '../server-limits.js';
import type { ResponseCache } from '../lib/response-cache-store.js';

const DISTINCT_QUERIES = 20_000;
let now = 1_760_000_000_000;
let t: TestApp;
let calls = 0;
let validations = 0;
// The cache lives in the API scope; the test routes registered there hand it out.
let cache: ResponseCache;

beforeAll(async () => {
  t = await buildTestApp({
    now: () => now,
    extraRoutes: async (scope) => {
      cache = scope.responseCache;
      scope.get<{ Querystring: { n?: number } }>(
        '/api/v2/test/by-n',
        {
          config: { cacheTtlSeconds: 60 },
          schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } },
          preValidation: (_request, _reply, done) => {
            validations++;
            done();
          },
        },
        async (request) => {
          calls++;
          return { n: request.query.n ?? null, pad: 'p'.repeat(200) };
        },
      );
    },
  });
});
afterAll(async () => t.close());

describe('the response cache', () => {
  it('keys on the validated, declared parameters: unknown ones and other spellings make no new entry', async () => {
    cache.clear();
    calls = 0;
    for (const url of ['/api/v2/test/by-n?n=5', '/api/v2/test/by-n?n=05', '/api/v2/test/by-n/?n=5&x=1', '/api/v2/test/by-n?x=2&n=5']) {
      expect((await t.app.inject(url)).json()).toMatchObject({ n: 5 });
    }
    expect(calls).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('answers a request target it has answered before without parsing or validating it again', async () => {
    cache.clear();
    validations = 0;
    const asked = ['/api/v2/test/by-n?n=7', '/api/v2/test/by-n?n=7', '/api/v2/test/by-n?n=07', '/api/v2/test/by-n?n=07', '/api/v2/test/by-n?n=7'];
    const etags: unknown[] = [];
    for (const url of asked) {
      const res = await t.app.inject(url);
      expect(res.json()).toMatchObject({ n: 7 });
      etags.push(res.headers.etag);
    }
    // Only the first sight of each spelling is validated; every answer is the one entry's.
    expect(validations).toBe(2);
    expect(new Set(etags).size).toBe(1);
    expect(cache.size).toBe(1);
    // A dropped entry sends the target the whole way again.
    cache.clear();
    expect((await t.app.inject('/api/v2/test/by-n?n=7')).json()).toMatchObject({ n: 7 });
    expect(validations).toBe(3);
  });

  it('keeps the pinned bounds', () => {
    expect(RESPONSE_CACHE_LIMITS).toEqual({
      maxEntries: 1000,
      maxBytes: 16 * 1024 * 1024,
      maxEntryBytes: 2 * 1024 * 1024,
      sweepIntervalMs: 60_000,
      aliasesPerEntry: 4,
      aliasMaxTargetLength: 1024,
    });
  });

  it('answers 304 when If-None-Match names the ETag, weakly or in a list', async () => {
    cache.clear();
    const first = await t.app.inject('/api/v2/test/by-n?n=9');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      expect((await t.app.inject({ url: '/api/v2/test/by-n?n=9', headers: { 'if-none-match': header } })).statusCode).toBe(304);
    }
    expect((await t.app.inject({ url: '/api/v2/test/by-n?n=9', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('does not remember a long request target: it is validated each time', async () => {
    cache.clear();
    validations = 0;
    const long = `/api/v2/test/by-n?n=8&x=${'y'.repeat(RESPONSE_CACHE_LIMITS.aliasMaxTargetLength)}`;
    for (let i = 0; i < 3; i++) expect((await t.app.inject(long)).json()).toMatchObject({ n: 8 });
    expect(validations).toBe(3);
    expect(cache.size).toBe(1);
  });

  it(`holds one entry for ${DISTINCT_QUERIES} distinct unknown parameters on a real route`, async () => {
    cache.clear();
    for (let i = 0; i < DISTINCT_QUERIES; i++) {
      const res = await t.app.inject(`/main/api/v2/public/currencies?x=${i}`);
      if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}`);
    }
    expect(cache.size).toBe(1);
  });

  it(`stays within its entry and byte bounds under ${DISTINCT_QUERIES} distinct declared values`, async () => {
    cache.clear();
    let peakBytes = 0;
    for (let i = 0; i < DISTINCT_QUERIES; i++) {
      await t.app.inject(`/api/v2/test/by-n?n=${i}`);
      peakBytes = Math.max(peakBytes, cache.bytes);
    }
    expect(cache.size).toBe(RESPONSE_CACHE_LIMITS.maxEntries);
    expect(peakBytes).toBeLessThanOrEqual(RESPONSE_CACHE_LIMITS.maxBytes);
  });

  it('frees expired entries on the periodic sweep, whether or not they are asked for again', async () => {
    cache.clear();
    for (let i = 0; i < 50; i++) await t.app.inject(`/api/v2/test/by-n?n=${i}`);
    expect(cache.size).toBe(50);
    now += 61_000;
    expect(cache.sweep()).toBe(50);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('the response cache sweep timer', () => {
  it('sweeps on its own timer', async () => {
    let clock = 0;
    let smallCache: ResponseCache | undefined;
    const small = await buildTestApp({
      now: () => clock,
      responseCacheLimits: { sweepIntervalMs: 20 },
      extraRoutes: async (scope) => {
        smallCache = scope.responseCache;
      },
    });
    try {
      await small.app.inject('/main/api/v2/public/currencies');
      expect(smallCache!.size).toBe(1);
      clock += 301_000;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smallCache!.size).toBe(0);
    } finally {
      await small.close();
    }
  });
});
