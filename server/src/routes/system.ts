/** api/v2: server time, system flags, the exchange's country list. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.time, { handler: async () => ({ serverTime: app.now() }) });

  // Read from the in-memory copy (reloaded every few seconds), so a flag flip
  // through the admin command is visible at once on this instance.
  contractRoute(app, API.systemFlags, { handler: async () => ({ list: app.systemFlags.list() }) });

  contractRoute(app, API.countries, { handler: () => app.repos.exchange.countries() });
}
