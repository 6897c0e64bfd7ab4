/**
 * api/v2: this API described, as an OpenAPI 3.1 and an AsyncAPI 3.0
 * document (docs/api.md, "API documents"). Both are generated once, at
 * start, from the contract (server/src/api-docs/), for this server's public
 * URL and limits; the response cache then keeps their serialised answers.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { servedAsyncApi } from '../api-docs/served-asyncapi.js';
import { servedOpenApi } from '../api-docs/served-openapi.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const openApi = servedOpenApi(app);
  const asyncApi = servedAsyncApi(app);

  contractRoute(app, API.openApi, { handler: async () => openApi });
  contractRoute(app, API.asyncApi, { handler: async () => asyncApi });
}
