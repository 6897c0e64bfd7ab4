/** supportdesk/api/v1: the help centre's categories and their sub-categories. */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';

export default async function supportdeskRoutes(app: FastifyInstance): Promise<void> {
  app.get('/supportdesk/api/v1/categories', {
    config: { cacheTtlSeconds: CACHE_TTL_SECONDS.standard },
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
  }, async () => {
    const rows = await app.db.query<{ category: string; subCategories: string[] }>(
      'SELECT category, sub_categories AS "subCategories" FROM support_categories ORDER BY position',
    );
    return { categories: rows };
  });
}
