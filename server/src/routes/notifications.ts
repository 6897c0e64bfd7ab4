/** api/v2/notifications: the signed-in user's notifications. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';

export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.notificationsUnseen, {
    handler: async (request) => ({ count: await app.repos.notifications.unseenCount(requireUser(request)) }),
  });

  contractRoute(app, API.notificationsMarkAllAsSeen, {
    handler: async (request) => {
      await app.repos.notifications.markAllSeen(requireUser(request));
      return {};
    },
  });

  contractRoute(app, API.notifications, {
    handler: async (request) => {
      const userId = requireUser(request);
      const { page, size, category } = request.query;
      const { rows, total } = await app.repos.notifications.page(userId, category ?? null, size, page);
      return { list: rows, pagination: { size, page, totalPageCount: Math.ceil(total / size) } };
    },
  });

  contractRoute(app, API.notificationsRead, {
    handler: async (request) => {
      const { ids } = request.body;
      return { updated: await app.repos.notifications.markRead(requireUser(request), ids) };
    },
  });
}
