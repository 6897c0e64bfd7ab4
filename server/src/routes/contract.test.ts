import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS, routePattern } from '../../../src/config/api-contract.js';
import { isApiPath } from '../../../src/config/api-prefixes.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

// Every route the real app registers, as Fastify sees it: the contract must
// describe exactly these, with the same signing and caching.
interface Registered {
  method: string;
  url: string;
  signed: boolean;
  cacheTtlSeconds: number | undefined;
}

let t: TestApp;
const registered: Registered[] = [];

function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    registered.push({
      method,
      url: route.url,
      signed: route.config?.signed === true,
      cacheTtlSeconds: route.config?.cacheTtlSeconds,
    });
  }
}

beforeAll(async () => {
  t = await buildTestApp({ onRoute: collect });
});
afterAll(async () => t.close());

/** The API routes, without the HEAD twin Fastify adds to every GET. */
function apiRoutes(): Registered[] {
  const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
  return registered.filter((r) => isApiPath(r.url) && !(r.method === 'HEAD' && gets.has(r.url)));
}

const key = (method: string, url: string) => `${method} ${url}`;

describe('the API contract table and the server routes', () => {
  it('saw the routes being registered', () => {
    expect(apiRoutes().length).toBeGreaterThan(0);
  });

  it('has an entry for every API route', () => {
    const entries = new Set(API_ENDPOINTS.map((e) => key(e.method, routePattern(e))));
    const missing = apiRoutes()
      .filter((r) => !entries.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(missing).toEqual([]);
  });

  it('has a route for every entry', () => {
    const routes = new Set(apiRoutes().map((r) => key(r.method, r.url)));
    const missing = API_ENDPOINTS.filter((e) => !routes.has(key(e.method, routePattern(e)))).map((e) => e.name);
    expect(missing).toEqual([]);
  });

  it('signs and caches each route exactly as its entry says', () => {
    const byKey = new Map(apiRoutes().map((r) => [key(r.method, r.url), r]));
    const disagreements = API_ENDPOINTS.flatMap((e) => {
      const route = byKey.get(key(e.method, routePattern(e)));
      if (!route) return [];
      const want = { signed: e.signed, cacheTtlSeconds: e.cacheTtlSeconds };
      const have = { signed: route.signed, cacheTtlSeconds: route.cacheTtlSeconds };
      return JSON.stringify(want) === JSON.stringify(have) ? [] : [{ name: e.name, want, have }];
    });
    expect(disagreements).toEqual([]);
  });
});
