/** api/v2/notifications: the signed-in user's notifications. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';
import { enumParam, pageParam, sizeParam, uuidParam } from './schemas/params.js';

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
  app.route({
    ...contractRoute(API.notificationsUnseen),
    schema: { response: { 200: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } } } },
    handler: async (request) => ({ count: await app.repos.notifications.unseenCount(requireUser(request)) }),
  });

  app.route({
    ...contractRoute(API.notificationsMarkAllAsSeen),
    schema: { response: { 200: { type: 'object', properties: {} } } },
    handler: async (request) => {
      await app.repos.notifications.markAllSeen(requireUser(request));
      return {};
    },
  });

  app.route({
    ...contractRoute(API.notifications),
    schema: {
      querystring: {
        type: 'object',
        properties: {
          page: pageParam({ default: 0 }),
          size: sizeParam(NOTIFICATION_PAGE_MAX, { default: 20 }),
          category: enumParam(['HASHPOWER_MARKETPLACE', 'WALLET', 'WALLET_IN', 'WALLET_OUT', 'GENERAL', 'MINING', 'EXCHANGE']),
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
    handler: async (request) => {
      const userId = requireUser(request);
      const { page, size, category } = request.query as { page: number; size: number; category?: string };
      const { rows, total } = await app.repos.notifications.page(userId, category ?? null, size, page);
      return { list: rows, pagination: { size, page, totalPageCount: Math.ceil(total / size) } };
    },
  });

  app.route({
    ...contractRoute(API.notificationsRead),
    schema: {
      body: {
        type: 'object',
        required: ['ids'],
        additionalProperties: false,
        properties: { ids: { type: 'array', maxItems: 500, items: uuidParam } },
      },
      response: { 200: { type: 'object', properties: { updated: { type: 'integer' } } } },
    },
    handler: async (request) => {
      const { ids } = request.body as { ids: string[] };
      return { updated: await app.repos.notifications.markRead(requireUser(request), ids) };
    },
  });
}
