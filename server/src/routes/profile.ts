/** api/v2/profile: the signed-in user's profile, settings and client meta. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPPORTED_LOCALES, EXTRA_LOCALES } from '../../../src/config/limits.js';
import { ApiError } from '../lib/api-error.js';
import { loadProfile } from '../users/users.js';
import { profileSchema } from './profile-schemas.js';

/** Longest meta document a client may store (it is the client's own settings). */
export const PROFILE_META_MAX_CHARS = 16_384;

/** The calling user, or a 401 when the call was signed with an organization's API key. */
export function requireUser(request: FastifyRequest): string {
  const userId = request.auth?.userId;
  if (!userId) throw new ApiError('INVALID_SESSION', 'Invalid session: this call needs a signed-in user');
  return userId;
}

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const fiatRows = await app.db.query<{ currency: string }>('SELECT currency FROM fiat_rates');
  const fiats = ['USD', ...fiatRows.map((r) => r.currency).filter((c) => c !== 'USD')];

  app.get('/api/v2/profile', { config: { signed: true }, schema: { response: { 200: profileSchema } } }, async (request) => {
    const profile = await loadProfile(app.db, requireUser(request));
    if (!profile) throw new ApiError('INVALID_SESSION');
    return profile;
  });

  app.post('/api/v2/profile', {
    config: { signed: true },
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          firstName: { type: 'string', maxLength: 100 },
          lastName: { type: 'string', maxLength: 100 },
          userSettings: {
            type: 'object',
            additionalProperties: false,
            properties: {
              language: { type: 'string', enum: [...SUPPORTED_LOCALES, ...EXTRA_LOCALES] },
              currency: { type: 'string', enum: fiats },
            },
          },
        },
      },
      response: { 200: profileSchema },
    },
  }, async (request) => {
    const userId = requireUser(request);
    const body = (request.body ?? {}) as {
      firstName?: string;
      lastName?: string;
      userSettings?: { language?: string; currency?: string };
    };
    await app.db.query(
      `UPDATE users SET
         first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
         language = coalesce($4, language), currency = coalesce($5, currency)
       WHERE id = $1`,
      [userId, body.firstName ?? null, body.lastName ?? null, body.userSettings?.language ?? null, body.userSettings?.currency ?? null],
    );
    return loadProfile(app.db, userId);
  });

  app.post('/api/v2/profile/meta', {
    config: { signed: true },
    schema: {
      body: {
        type: 'object',
        required: ['meta'],
        additionalProperties: false,
        properties: { meta: { type: 'string', maxLength: PROFILE_META_MAX_CHARS } },
      },
      response: { 200: { type: 'object', properties: { meta: { type: 'string' } } } },
    },
  }, async (request) => {
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
    await app.db.query('UPDATE users SET meta = $2 WHERE id = $1', [userId, meta]);
    return { meta };
  });
}
