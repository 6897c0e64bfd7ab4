/**
 * main/api/v2/public/banners: the announcements shown now, in display order.
 * Public and cheap; the web app asks at most every 10 minutes (spec section
 * 4), so the contract caches the response for a minute only: a new or ended
 * banner shows up quickly.
 */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

const bannerSchema = {
  type: 'object',
  required: ['id', 'text', 'url', 'kind', 'dismissible'],
  properties: {
    id: { type: 'string' },
    text: { type: 'string' },
    url: { type: ['string', 'null'] },
    kind: { type: 'string', enum: ['info', 'warning'] },
    dismissible: { type: 'boolean' },
  },
} as const;

export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.banners),
    schema: {
      response: { 200: { type: 'object', required: ['list'], properties: { list: { type: 'array', items: bannerSchema } } } },
    },
    handler: async () => ({ list: await app.repos.banners.shownAt(app.now()) }),
  });
}
