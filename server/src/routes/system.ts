/** api/v2: server time, system flags, the exchange's country list. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { contractRoute } from '../lib/contract-route.js';

const flagsSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['flagName', 'flagValue'],
        properties: { flagName: { type: 'string' }, flagValue: { type: 'boolean' } },
      },
    },
  },
} as const;

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.time),
    schema: {
      response: {
        200: { type: 'object', required: ['serverTime'], properties: { serverTime: { type: 'integer' } } },
      },
    },
    handler: async () => ({ serverTime: app.now() }),
  });

  // Read from the in-memory copy (reloaded every few seconds), so a flag flip
  // through the admin command is visible at once on this instance.
  app.route({
    ...contractRoute(API.systemFlags),
    schema: { response: { 200: flagsSchema } },
    handler: async () => ({ list: app.systemFlags.list() }),
  });

  app.route({
    ...contractRoute(API.countries),
    schema: { response: { 200: { type: 'array', items: { type: 'string', minLength: 2, maxLength: 2 } } } },
    handler: () => app.repos.exchange.countries(),
  });
}
