/** api/v2/auth: exchanging a one-time login token for a session, and logging out. */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import { closeSession, exchangeLoginToken } from '../users/login.js';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  // Unsigned: the caller has no credentials yet.
  app.post('/api/v2/auth/useLoginToken/:loginToken', {
    schema: {
      params: {
        type: 'object',
        required: ['loginToken'],
        properties: { loginToken: { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } },
      },
      response: {
        200: {
          type: 'object',
          required: ['loginSessionId', 'secretToken', 'loginSessionStatus'],
          properties: {
            loginSessionId: { type: 'string' },
            secretToken: { type: 'string' },
            loginSessionStatus: { type: 'string' },
          },
        },
      },
    },
  }, async (request) => {
    const { loginToken } = request.params as { loginToken: string };
    const session = await exchangeLoginToken(app.db, loginToken, app.now());
    if (!session) throw new ApiError('INVALID_SESSION', 'Invalid session: the login link is unknown, used or expired');
    return session;
  });

  app.delete('/api/v2/auth/logout', {
    config: { signed: true },
    schema: { response: { 200: { type: 'object', properties: {} } } },
  }, async (request) => {
    const sessionId = request.auth?.sessionId;
    if (sessionId) await closeSession(app.db, sessionId);
    return {};
  });
}
