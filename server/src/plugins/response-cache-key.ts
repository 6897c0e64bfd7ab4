/**
 * What the response cache (plugins/response-cache.ts) keys an answer on, and
 * which requests it serves: a GET of a route with a TTL that is not signed.
 */
import type { FastifyRequest } from 'fastify';

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

/** A GET of a route with a TTL; never a signed one (its answer is a caller's own, and a hit skips the signature check). */
export function cacheable(request: FastifyRequest): number | undefined {
  const { cacheTtlSeconds: ttl, signed } = request.routeOptions.config;
  return ttl && !signed && request.method === 'GET' ? ttl : undefined;
}

// What the lookup found out about a request, for its answer on the way out (a
// property on the request: read on every API request, cheaper than a map).
const KEY = Symbol('response-cache-key');
const HIT = Symbol('response-cache-hit');
type Marked = FastifyRequest & { [KEY]?: string; [HIT]?: boolean };

export function noteLookup(request: FastifyRequest, key: string, hit: boolean): void {
  (request as Marked)[KEY] = key;
  (request as Marked)[HIT] = hit;
}

/** The key the lookup made, and whether it was a hit; undefined when no lookup ran. */
export function lookupOf(request: FastifyRequest): { key: string; hit: boolean } | undefined {
  const key = (request as Marked)[KEY];
  return key === undefined ? undefined : { key, hit: (request as Marked)[HIT] === true };
}

/** The request's key as the lookup made it (made again if the lookup has not run). */
export function requestCacheKey(request: FastifyRequest): string {
  return (request as Marked)[KEY] ?? cacheKey(request);
}
