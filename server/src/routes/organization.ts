/** api/v2/organization: the acting organization's feature toggles (docs/api.md). */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { FEATURE_TOGGLE_KEYS, featureTogglesOf } from '../../../src/config/feature-toggles.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';

export default async function organizationRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.setFeatureToggles, {
    handler: async (request) => {
      const organizationId = request.auth?.organizationId;
      if (!organizationId) throw new ApiError('INVALID_SESSION', 'Invalid session: this call acts for an organization');
      const body = request.body;
      // The validator drops unknown properties: a body of only those names no toggle.
      if (Object.keys(body).length === 0) throw new ApiError('MALFORMED_REQUEST', `Name at least one of ${FEATURE_TOGGLE_KEYS.join(', ')}`);
      if (body.walletEnabled === false) throw new ApiError('MALFORMED_REQUEST', 'walletEnabled is always on and cannot be switched off');
      const change = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'walletEnabled'));
      const properties = await app.repos.organizations.setFeatureToggles(organizationId, change);
      return featureTogglesOf(properties);
    },
  });
}
