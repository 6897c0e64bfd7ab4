/** api/v2: server time, system flags, the exchange's country list. */
import type { FastifyInstance } from 'fastify';
import { CACHE_TTL_SECONDS } from '../../../src/config/limits.js';

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
  app.get('/api/v2/time', {
    schema: {
      response: {
        200: { type: 'object', required: ['serverTime'], properties: { serverTime: { type: 'integer' } } },
      },
    },
  }, async () => ({ serverTime: app.now() }));

  // Read from the in-memory copy (reloaded every few seconds), so a flag flip
  // through the admin command is visible at once on this instance.
  app.get('/api/v2/system/flags', { schema: { response: { 200: flagsSchema } } }, async () => ({
    list: app.systemFlags.list(),
  }));

  app.get('/api/v2/enum/xchCountries', {
    config: { cacheTtlSeconds: CACHE_TTL_SECONDS.standard },
    schema: { response: { 200: { type: 'array', items: { type: 'string', minLength: 2, maxLength: 2 } } } },
  }, async () => {
    const rows = await app.db.query<{ code: string }>('SELECT code FROM xch_countries ORDER BY code');
    return rows.map((r) => r.code);
  });
}
