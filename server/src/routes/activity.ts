/** api/v2/activity: what happened in the caller's organizations, newest first. */
import type { FastifyInstance } from 'fastify';
import { ACTIVITY_PAGE_SIZE } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { isActiveMember } from '../users/users.js';

const ACTIVITY_PAGE_MAX = 1000;

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v2/activity', {
    config: { signed: true },
    schema: {
      querystring: {
        type: 'object',
        properties: {
          size: { type: 'integer', minimum: 1, maximum: ACTIVITY_PAGE_MAX, default: ACTIVITY_PAGE_SIZE },
          page: { type: 'integer', minimum: 0, default: 0 },
          personalOnly: { type: 'boolean', default: false },
          organizationWide: { type: 'boolean', default: false },
          organizationId: { type: 'string', format: 'uuid' },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['list', 'pagination'],
          properties: {
            list: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  organizationId: { type: 'string' },
                  userId: { type: 'string', nullable: true },
                  type: { type: 'string' },
                  description: { type: 'string' },
                  meta: { type: 'object', additionalProperties: true },
                  createdTs: { type: 'integer' },
                },
              },
            },
            pagination: {
              type: 'object',
              properties: { size: { type: 'integer' }, page: { type: 'integer' }, totalPageCount: { type: 'integer' } },
            },
          },
        },
      },
    },
  }, async (request) => {
    const auth = request.auth!;
    const q = request.query as { size: number; page: number; personalOnly: boolean; organizationWide: boolean; organizationId?: string };
    const organizationId = q.organizationId?.toLowerCase() ?? auth.organizationId;
    if (organizationId !== auth.organizationId && !(auth.userId && (await isActiveMember(app.db, auth.userId, organizationId)))) {
      throw new ApiError('INVALID_PARAMETER', 'organizationId is not an organization of the caller');
    }
    // personalOnly: only what the calling user did; organizationWide (the default
    // without personalOnly): everything in the organization.
    const userFilter = q.personalOnly && !q.organizationWide ? auth.userId ?? null : null;
    const params = [organizationId, userFilter];
    const [count] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM activity WHERE organization_id = $1 AND ($2::uuid IS NULL OR user_id = $2)',
      params,
    );
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT id::text, organization_id::text AS "organizationId", user_id::text AS "userId", type, description, meta,
              (extract(epoch FROM created_at) * 1000)::bigint AS "createdTs"
       FROM activity WHERE organization_id = $1 AND ($2::uuid IS NULL OR user_id = $2)
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [...params, q.size, q.page * q.size],
    );
    return { list: rows, pagination: { size: q.size, page: q.page, totalPageCount: Math.ceil((count?.n ?? 0) / q.size) } };
  });
}
