/**
 * A route's method, URL and `config` (signed, cacheTtlSeconds) taken from its
 * entry in the API contract table (src/config/api-contract.ts), so that a
 * route and its entry cannot drift apart. A route module spreads it:
 * `app.route({ ...contractRoute(API.currencies), schema, handler })`.
 */
import { routePattern, type ApiEndpoint, type ApiMethod } from '../../../src/config/api-contract.js';

export interface ContractRoute {
  method: ApiMethod;
  url: string;
  config: { signed: boolean; cacheTtlSeconds?: number };
}

export function contractRoute(endpoint: ApiEndpoint): ContractRoute {
  const config: ContractRoute['config'] = { signed: endpoint.signed };
  if (endpoint.cacheTtlSeconds !== undefined) config.cacheTtlSeconds = endpoint.cacheTtlSeconds;
  return { method: endpoint.method, url: routePattern(endpoint), config };
}
