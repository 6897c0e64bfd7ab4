/** api/v2/notifications: the signed-in user's notifications. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from './profile.js';

const NOTIFICATION_PAGE_MAX = 100;

const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    createdTs: { type: 'integer' },
    category: { type: 'string' },
    title: { type: 'string' },
    text: { type: 'string' },
    link: { type: 'string' },
    seen: { type: 'boolean' },
    read: { type: 'boolean' },
  },
} as const;

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v2/notifications/unseen', {
    config: { signed: true },
    schema: { response: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } } },
  }, async (request) => {
    const [row] = await app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND seen_at IS NULL',
      [requireUser(request)],
    );
    return { count: row?.count ?? 0 };
  });

  app.get('/api/v2/notifications/markAllAsSeen', {
    config: { signed: true },
    schema: { response: { 200: { type: 'object', properties: {} } } },
  }, async (request) => {
    await app.db.query('UPDATE notifications SET seen_at = now() WHERE user_id = $1 AND seen_at IS NULL', [
      requireUser(request),
    ]);
    return {};
  });

  app.get('/api/v2/notifications', {
    config: { signed: true },
    schema: {
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, default: 0 },
          size: { type: 'integer', minimum: 1, maximum: NOTIFICATION_PAGE_MAX, default: 20 },
          category: { type: 'string', enum: ['HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE'] },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['list', 'pagination'],
          properties: {
            list: { type: 'array', items: notificationSchema },
            pagination: {
              type: 'object',
              properties: { size: { type: 'integer' }, page: { type: 'integer' }, totalPageCount: { type: 'integer' } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const userId = requireUser(request);
    const { page, size, category } = request.query as { page: number; size: number; category?: string };
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)',
      [userId, category ?? null],
    );
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT id::text, (extract(epoch FROM created_at) * 1000)::bigint AS "createdTs", category, title, text, link,
              seen_at IS NOT NULL AS seen, read_at IS NOT NULL AS read
       FROM notifications WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [userId, category ?? null, size, page * size],
    );
    return { list: rows, pagination: { size, page, totalPageCount: Math.ceil((count?.n ?? 0) / size) } };
  });

  app.post('/api/v2/notifications/read', {
    config: { signed: true },
    schema: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: { ids: { type: 'array', maxItems: 500, items: { type: 'string', format: 'uuid' } } },
      },
      response: { 200: { type: 'object', properties: { updated: { type: 'integer' } } } },
    },
  }, async (request) => {
    const { ids } = request.body as { ids: string[] };
    const rows = await app.db.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now()), seen_at = coalesce(seen_at, now())
       WHERE user_id = $1 AND id = ANY($2::uuid[]) RETURNING id`,
      [requireUser(request), ids],
    );
    return { updated: rows.length };
  });
}
