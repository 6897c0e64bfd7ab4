/**
 * main/api/v2/public/banners: the announcements shown now, in display order.
 * Public and cheap; the web app asks at most every 10 minutes (spec section
 * 4), so the response is cached for a minute only: a new or ended banner shows
 * up quickly.
 */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';

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
  app.get('/main/api/v2/public/banners', {
    config: { cacheTtlSeconds: CACHE_TTL_SECONDS.globalStats },
    schema: {
      response: { 200: { type: 'object', required: ['list'], properties: { list: { type: 'array', items: bannerSchema } } } },
    },
  }, async () => {
    const now = new Date(app.now()).toISOString();
    const list = await app.db.query<{ id: string; text: string; url: string | null; kind: string; dismissible: boolean }>(
      `SELECT id, text, url, kind, dismissible FROM banners
        WHERE (starts_at IS NULL OR starts_at <= $1::timestamptz) AND (ends_at IS NULL OR ends_at > $1::timestamptz)
        ORDER BY position, id`,
      [now],
    );
    return { list };
  });
}
