/** api/v2/auth: exchanging a one-time login token for a session, and logging out. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { exchangeLoginToken } from '../users/login.js';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  // Unsigned: the caller has no credentials yet.
  contractRoute(app, API.useLoginToken, {
    handler: async (request) => {
      const { loginToken } = request.params;
      const session = await exchangeLoginToken(app.repos.sessions, loginToken, app.now());
      if (!session) throw new ApiError('INVALID_SESSION', 'Invalid session: the login link is unknown, used or expired');
      return session;
    },
  });

  contractRoute(app, API.logout, {
    handler: async (request) => {
      const sessionId = request.auth?.sessionId;
      if (sessionId) {
        await app.repos.sessions.close(sessionId);
        app.credentials.forget(sessionId);
      }
      return {};
    },
  });
}
