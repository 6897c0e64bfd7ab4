import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../test/test-app.js';
import { MAINTENANCE_HEADER, SYSTEM_UNAVAILABLE_HEADER } from '../../src/config/api-headers.js';

describe('the API scope', () => {
  let t: TestApp;
  let seen: unknown;
  beforeAll(async () => {
    t = await buildTestApp({
      extraRoutes: async (scope) => {
        scope.post('/api/v2/test/echo', async (request) => {
          seen = request.body;
          return { ok: true, raw: request.rawBody?.toString('utf8') ?? null };
        });
        scope.get('/api/v2/test/boom', async () => {
          throw new Error('a bug of ours');
        });
        scope.get('/api/v2/test/cached', { config: { cacheTtlSeconds: 300 } }, async () => ({ n: Math.random() }));
      },
    });
  });
  afterAll(async () => t.close());

  it('keeps the exact request bytes beside the parsed JSON body', async () => {
    const raw = '{ "b": 1,\n "a": [2] }';
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: raw, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, raw });
    expect(seen).toEqual({ b: 1, a: [2] });
  });

  it('answers malformed JSON with 400 and code 60', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: '{"a":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 60);
  });

  it('answers an oversized body with 413 and the error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 413);
  });

  it('answers a method the path does not have with 404 and the error body', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/time' });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404);
  });

  it('answers a malformed URL with 400 and code 60', async () => {
    for (const url of ['/%E0%A4%A', '/main/api/v2/content/list2/%E0%A4%A']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expectErrorBody(res.json(), 60);
    }
  });

  it('turns an unexpected failure into 500 with code 2999 and no details', async () => {
    const res = await t.app.inject('/api/v2/test/boom');
    expect(res.statusCode).toBe(500);
    expectErrorBody(res.json(), 2999);
    expect(res.body).not.toContain('a bug of ours');
  });

  it('marks uncached API responses no-store', async () => {
    const res = await t.app.inject('/api/v2/time');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('caches an opted-in response with an ETag and answers 304 to If-None-Match', async () => {
    const first = await t.app.inject('/api/v2/test/cached');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    const second = await t.app.inject('/api/v2/test/cached/');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    const notModified = await t.app.inject({ url: '/api/v2/test/cached', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('says so in a header on every API response while a flag is on', async () => {
    const before = await t.app.inject('/api/v2/time');
    expect(before.headers[MAINTENANCE_HEADER]).toBeUndefined();
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    await t.app.systemFlags.set('SYSTEM_UNAVAILABLE', true);
    const during = await t.app.inject('/api/v2/enum/xchCountries');
    expect(during.headers[MAINTENANCE_HEADER]).toBe('true');
    expect(during.headers[SYSTEM_UNAVAILABLE_HEADER]).toBe('true');
    await t.app.systemFlags.set('IS_MAINTENANCE', false);
    await t.app.systemFlags.set('SYSTEM_UNAVAILABLE', false);
    const after = await t.app.inject('/api/v2/time');
    expect(after.headers[MAINTENANCE_HEADER]).toBeUndefined();
  });

  it('never lets a browser keep an answer that carries a flag header, cached on the server or not', async () => {
    await t.app.inject('/api/v2/enum/xchCountries'); // now in the server's cache
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    const hit = await t.app.inject('/api/v2/enum/xchCountries');
    expect(hit.headers[MAINTENANCE_HEADER]).toBe('true');
    expect(hit.headers['cache-control']).toBe('no-store');
    const fresh = await t.app.inject('/main/api/v2/public/currencies');
    expect(fresh.headers['cache-control']).toBe('no-store');
    await t.app.systemFlags.set('IS_MAINTENANCE', false);
    const after = await t.app.inject('/api/v2/enum/xchCountries');
    expect(after.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimitMax: 3, rateLimitWindowMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with the error body once a client passes the limit, naming the window', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/v2/time', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/v2/time', remoteAddress: '10.0.0.1' });
    expect(res.statusCode).toBe(429);
    expectErrorBody(res.json(), 429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().errors[0].message).toMatch(/\(limit 3 per 60 seconds\)$/);
  });

  it('tells every answer where the client stands', async () => {
    const statuses: number[] = [];
    const remaining: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ url: '/api/v2/time', remoteAddress: '10.0.0.3' });
      statuses.push(res.statusCode);
      remaining.push(res.headers['x-ratelimit-remaining']);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(58);
      expect(Number(res.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(remaining).toEqual(['2', '1', '0', '0']);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    const statuses: number[] = [];
    for (const host of ['1', '2', '3', 'ffff:1']) {
      statuses.push((await t.app.inject({ url: '/api/v2/time', remoteAddress: `2001:db8:1:2::${host}` })).statusCode);
    }
    const neighbour = await t.app.inject({ url: '/api/v2/time', remoteAddress: '2001:db8:1:3::1' });
    expect([...statuses, neighbour.statusCode]).toEqual([200, 200, 200, 429, 200]);
  });

  it('counts answers from the response cache too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.app.inject({ url: '/main/api/v2/public/currencies', remoteAddress: '10.0.0.2' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
