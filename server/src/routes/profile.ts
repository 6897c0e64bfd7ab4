/** api/v2/profile: the signed-in user's profile, settings and client meta. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { countryByCode } from '../../../src/config/countries.js';
import { ApiError, invalidParameter } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  // A country the exchange's list names and the static table describes (the
  // shape allows the table's codes); '' clears it. The footer offers the whole
  // fiat list (spec 3 and 5), so the profile keeps any of it (the shape's enum).
  const countries = new Set((await app.repos.exchange.countries()).filter((code) => countryByCode(code)));

  contractRoute(app, API.profile, {
    handler: async (request) => {
      const profile = await app.repos.users.profile(requireUser(request));
      if (!profile) throw new ApiError('INVALID_SESSION');
      return profile;
    },
  });

  contractRoute(app, API.updateProfile, {
    handler: async (request) => {
      const userId = requireUser(request);
      const body = request.body ?? {};
      const country = body.profileSettings?.country;
      if (country && !countries.has(country)) throw invalidParameter(`profileSettings.country: ${country} is not a country of the exchange`);
      await app.repos.users.updateProfile(userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.userSettings?.language,
        currency: body.userSettings?.currency,
        profileSettings: country === undefined ? undefined : { country: country || null },
      });
      const profile = await app.repos.users.profile(userId);
      if (!profile) throw new ApiError('INVALID_SESSION');
      return profile;
    },
  });

  contractRoute(app, API.updateProfileMeta, {
    handler: async (request) => {
      const userId = requireUser(request);
      const { meta } = request.body;
      let parsed: unknown;
      try {
        parsed = JSON.parse(meta);
      } catch {
        throw new ApiError('INVALID_PARAMETER', 'meta must be a JSON document');
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new ApiError('INVALID_PARAMETER', 'meta must be a JSON object');
      }
      await app.repos.users.setMeta(userId, meta);
      return { meta };
    },
  });
}
