/** api/v2/activity: what happened in the caller's organizations, newest first. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { ACTIVITY_PAGE_SIZE } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { booleanParam, pageParam, sizeParam, uuidParam } from './schemas/params.js';

const ACTIVITY_PAGE_MAX = 1000;

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.activity),
    schema: {
      querystring: {
        type: 'object',
        properties: {
          size: sizeParam(ACTIVITY_PAGE_MAX, { default: ACTIVITY_PAGE_SIZE }),
          page: pageParam({ default: 0 }),
          personalOnly: { ...booleanParam, default: false },
          organizationWide: { ...booleanParam, default: false },
          organizationId: uuidParam,
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
    handler: async (request) => {
      const auth = request.auth!;
      const q = request.query as { size: number; page: number; personalOnly: boolean; organizationWide: boolean; organizationId?: string };
      const organizationId = q.organizationId?.toLowerCase() ?? auth.organizationId;
      if (organizationId !== auth.organizationId && !(auth.userId && (await app.repos.users.isActiveMember(auth.userId, organizationId)))) {
        throw new ApiError('INVALID_PARAMETER', 'organizationId is not an organization of the caller');
      }
      // personalOnly: only what the calling user did; organizationWide (the default
      // without personalOnly): everything in the organization.
      const userFilter = q.personalOnly && !q.organizationWide ? auth.userId ?? null : null;
      const { rows, total } = await app.repos.activity.page(organizationId, userFilter, q.size, q.page);
      return { list: rows, pagination: { size: q.size, page: q.page, totalPageCount: Math.ceil(total / q.size) } };
    },
  });
}
