/**
 * main/api/v2/public/banners: the announcements shown now, in display order.
 * Public and cheap; the web app asks at most every 10 minutes (spec section
 * 4), so the contract caches the response for a minute only: a new or ended
 * banner shows up quickly.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.banners, { handler: async () => ({ list: await app.repos.banners.shownAt(app.now()) }) });
}
