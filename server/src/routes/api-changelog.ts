/** api/v2/changelog: the API changelog (docs/developer-portal.md, "The changelog"). */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { servedChangelog } from '../content/api-changelog.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function apiChangelogRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.apiChangelog, { handler: async () => servedChangelog(app) });
}
