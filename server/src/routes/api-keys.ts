/**
 * api/v2/organization/apiKeys: a signed-in user makes, lists and revokes the
 * acting organization's API keys (docs/api-signing.md, "API keys and
 * permissions"). Only a login session reaches these routes (the signing
 * plugin refuses API keys: src/config/api-permissions.ts). The secret is
 * answered once, at creation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { API_KEY_PERMISSIONS } from '../../../src/config/api-permissions.js';
import { API_KEY_LIMITS } from '../../../src/config/limits.js';
import { ApiError, invalidParameter } from '../lib/api-error.js';
import { newApiKeySecret } from '../lib/api-key-secret.js';
import { contractRoute } from '../lib/contract-route.js';
import { normaliseAllowlist } from '../lib/ip-allowlist.js';
import { createRateWindow } from '../lib/rate-window.js';
import { requireUser } from '../lib/require-user.js';
import { API_KEY_CREATE_LIMITS, RATE_WINDOW_MAX_KEYS } from '../server-limits.js';

function actingOrganization(request: FastifyRequest): string {
  const organizationId = request.auth?.organizationId;
  if (!organizationId) throw new ApiError('INVALID_SESSION', 'Invalid session: this call acts for an organization');
  return organizationId;
}

export default async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  const creations = createRateWindow(app.now, API_KEY_CREATE_LIMITS.windowMs, RATE_WINDOW_MAX_KEYS);
  const { secretEndChars } = API_KEY_LIMITS;

  contractRoute(app, API.apiKeys, {
    handler: async (request) => {
      requireUser(request);
      return { list: await app.repos.apiKeys.list(actingOrganization(request), secretEndChars) };
    },
  });

  contractRoute(app, API.createApiKey, {
    handler: async (request) => {
      const userId = requireUser(request);
      const organizationId = actingOrganization(request);
      const body = request.body;
      const name = body.name.trim();
      if (name === '') throw invalidParameter('Invalid name: give the key a name');
      let ipAllowlist: string[];
      try {
        ipAllowlist = normaliseAllowlist(body.ipAllowlist);
      } catch (err) {
        throw invalidParameter(`Invalid ipAllowlist: ${(err as Error).message}`);
      }
      // Read is every key's; the order of the list is the catalogue's.
      const permissions = API_KEY_PERMISSIONS.filter((p) => p === 'read' || body.permissions.includes(p));
      if (!creations.take(userId, API_KEY_CREATE_LIMITS.perUserPerHour)) throw new ApiError('RATE_LIMITED', 'Too many API keys created: try again in an hour');
      if ((await app.repos.apiKeys.countActive(organizationId)) >= API_KEY_CREATE_LIMITS.activePerOrganization) {
        throw invalidParameter(`Invalid request: an organization holds at most ${API_KEY_CREATE_LIMITS.activePerOrganization} keys; revoke one first`);
      }
      const secret = newApiKeySecret();
      const row = await app.repos.apiKeys.create({ organizationId, userId, name, secret, permissions, ipAllowlist, secretEndChars });
      request.log.info({ key: row.key, organizationId }, 'API key created');
      return { ...row, secret, organizationId };
    },
  });

  contractRoute(app, API.revokeApiKey, {
    handler: async (request) => {
      requireUser(request);
      const revoked = await app.repos.apiKeys.revoke(actingOrganization(request), request.params.key.toLowerCase());
      if (!revoked) throw new ApiError('NOT_FOUND', 'No such API key in this organization');
      // This server's cached secret goes too; the others check the grant in the database anyway.
      app.credentials.forget(request.params.key);
      request.log.info({ key: request.params.key }, 'API key revoked');
      return {};
    },
  });
}
