/** supportdesk/api/v1: the help centre's categories and their sub-categories. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function supportdeskRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.supportCategories),
    schema: {
      response: {
        200: {
          type: 'object',
          required: ['categories'],
          properties: {
            categories: {
              type: 'array',
              items: {
                type: 'object',
                required: ['category', 'subCategories'],
                properties: {
                  category: { type: 'string' },
                  subCategories: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
    handler: async () => ({ categories: await app.repos.support.categories() }),
  });
}
