/** api/v2/profile: the signed-in user's profile, settings and client meta. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/config/api-contract.js';
import { SUPPORTED_LOCALES, EXTRA_LOCALES } from '../../../src/config/limits.js';
import { FIAT_CURRENCIES } from '../../../src/config/fiat-currencies.js';
import { countryByCode } from '../../../src/config/countries.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';
import { enumParam, textParam } from './schemas/params.js';
import { profileSchema } from './schemas/profile.js';

/** Longest meta document a client may store (it is the client's own settings). */
export const PROFILE_META_MAX_CHARS = 16_384;

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  // The footer offers the whole fiat list (spec 3 and 5), so the profile keeps any of it.
  const fiats = FIAT_CURRENCIES.map((c) => c.code);
  // A country the exchange's list names and the static table describes; '' clears it.
  const countries = (await app.repos.exchange.countries()).filter((code) => countryByCode(code));

  app.route({
    ...contractRoute(API.profile),
    schema: { response: { 200: profileSchema } },
    handler: async (request) => {
      const profile = await app.repos.users.profile(requireUser(request));
      if (!profile) throw new ApiError('INVALID_SESSION');
      return profile;
    },
  });

  app.route({
    ...contractRoute(API.updateProfile),
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          firstName: textParam(100),
          lastName: textParam(100),
          userSettings: {
            type: 'object',
            additionalProperties: false,
            properties: {
              language: enumParam([...SUPPORTED_LOCALES, ...EXTRA_LOCALES]),
              currency: enumParam(fiats),
            },
          },
          profileSettings: {
            type: 'object',
            additionalProperties: false,
            properties: { country: enumParam([...countries, '']) },
          },
        },
      },
      response: { 200: profileSchema },
    },
    handler: async (request) => {
      const userId = requireUser(request);
      const body = (request.body ?? {}) as {
        firstName?: string;
        lastName?: string;
        userSettings?: { language?: string; currency?: string };
        profileSettings?: { country?: string };
      };
      const country = body.profileSettings?.country;
      await app.repos.users.updateProfile(userId, {
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.userSettings?.language,
        currency: body.userSettings?.currency,
        profileSettings: country === undefined ? undefined : { country: country || null },
      });
      return app.repos.users.profile(userId);
    },
  });

  app.route({
    ...contractRoute(API.updateProfileMeta),
    schema: {
      body: {
        type: 'object',
        required: ['meta'],
        additionalProperties: false,
        properties: { meta: textParam(PROFILE_META_MAX_CHARS) },
      },
      response: { 200: { type: 'object', properties: { meta: { type: 'string' } } } },
    },
    handler: async (request) => {
      const userId = requireUser(request);
      const { meta } = request.body as { meta: string };
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
