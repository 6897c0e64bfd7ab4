/** api/v2/activity: what happened in the caller's organizations, newest first. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.activity, {
    handler: async (request) => {
      const auth = request.auth!;
      const q = request.query;
      const organizationId = q.organizationId?.toLowerCase() ?? auth.organizationId;
      if (organizationId !== auth.organizationId && !(auth.userId && (await app.repos.users.isActiveMember(auth.userId, organizationId)))) {
        throw new ApiError('INVALID_PARAMETER', 'organizationId is not an organization of the caller');
      }
      // personalOnly: only what the calling user did; organizationWide (the default
      // without personalOnly): everything in the organization.
      const userFilter = q.personalOnly && !q.organizationWide ? (auth.userId ?? null) : null;
      const { rows, total } = await app.repos.activity.page(organizationId, userFilter, q.size, q.page);
      return { list: rows, pagination: { size: q.size, page: q.page, totalPageCount: Math.ceil(total / q.size) } };
    },
  });
}
