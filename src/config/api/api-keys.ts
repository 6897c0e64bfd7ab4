/**
 * Shapes of the acting organization's API keys (docs/api-signing.md, "API
 * keys and permissions"): made, listed and revoked by a signed-in user. The
 * secret is in the creation's answer only; afterwards a key shows its last
 * characters. A key of another organization, like one that does not exist, is
 * NOT_FOUND.
 */
import { Type, type Static } from '@sinclair/typebox';
import { API_KEY_DEFAULT_PERMISSIONS, API_KEY_PERMISSIONS } from '../api-permissions.js';
import { API_KEY_LIMITS } from '../limits.js';
import { Empty } from './common.js';
import { enumParam, patternParam, textParam, uuidParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

/**
 * An address or a CIDR range as written, spaces around it allowed and an
 * empty entry skipped (a textarea's lines); the server checks it for real
 * (server/src/lib/ip-allowlist.ts).
 */
const ALLOWLIST_ENTRY_PATTERN = '^[0-9A-Fa-f:./ ]*$';

const Permissions = Type.Array(enumParam(API_KEY_PERMISSIONS), { maxItems: API_KEY_PERMISSIONS.length, uniqueItems: true });

export const ApiKey = Type.Object({
  key: Type.String({ description: 'The key id: the part of X-Auth before the colon.' }),
  name: Type.String(),
  permissions: Type.Array(Type.String(), { description: `Of ${API_KEY_PERMISSIONS.join(', ')}.` }),
  ipAllowlist: Type.Array(Type.String(), { description: 'Addresses and CIDR ranges the key may call from; empty: any.' }),
  createdAt: Type.String({ description: 'ISO 8601.' }),
  secretEnd: Type.String({ description: `The last ${API_KEY_LIMITS.secretEndChars} characters of the secret.` }),
});
export type ApiKey = Static<typeof ApiKey>;

export const CreateApiKey = Type.Object(
  {
    name: textParam(API_KEY_LIMITS.nameMaxLength, 1),
    permissions: withDefault(Permissions, [...API_KEY_DEFAULT_PERMISSIONS]),
    ipAllowlist: withDefault(
      Type.Array(patternParam(ALLOWLIST_ENTRY_PATTERN, API_KEY_LIMITS.allowlistEntryMaxLength), { maxItems: API_KEY_LIMITS.allowlistMaxEntries }),
      [],
    ),
  },
  { additionalProperties: false },
);
export type CreateApiKey = Static<typeof CreateApiKey>;

export const CreatedApiKey = Type.Composite([
  ApiKey,
  Type.Object({
    secret: Type.String({ description: 'Shown this once: keep it; the server never answers it again.' }),
    organizationId: Type.String({ description: 'The X-Organization-Id to sign with.' }),
  }),
]);
export type CreatedApiKey = Static<typeof CreatedApiKey>;

const byKey = Type.Object({ key: uuidParam() });
const SESSION_ONLY = 'A signed-in user’s login session only: an API key is refused.';

export const apiKeyShapes = {
  apiKeys: {
    summary: "The acting organization's API keys, newest first",
    description: `${SESSION_ONLY} Revoked keys are not listed; no secret is.`,
    tags: ['session'],
    answers: { 200: Type.Object({ list: Type.Array(ApiKey) }) },
  },
  createApiKey: {
    summary: 'Create an API key for the acting organization',
    description: `${SESSION_ONLY} permissions: read only unless named (read is always given). ipAllowlist: IPv4/IPv6 addresses or CIDR ranges; a bad entry is a 400. The answer holds the secret, this once. Rate-limited per user.`,
    tags: ['session'],
    body: CreateApiKey,
    answers: { 200: CreatedApiKey },
    errors: ['RATE_LIMITED'],
  },
  revokeApiKey: {
    summary: 'Revoke an API key of the acting organization',
    description: `${SESSION_ONLY} The next call signed with the key is refused, on every server.`,
    tags: ['session'],
    params: byKey,
    answers: { 200: Empty },
    errors: ['NOT_FOUND'],
  },
} as const satisfies Record<string, EndpointShape>;
