/** supportdesk/api/v1: the help centre's categories and their sub-categories. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function supportdeskRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.supportCategories, { handler: async () => ({ categories: await app.repos.support.categories() }) });
}
