/**
 * Request signing (api-facts, "Request signing (exact)"). A route opts in with
 * `config: { signed: true }`; before its input is validated the request must
 * carry X-Time, X-Nonce and X-Auth ("key:hexsig"), signed with the secret over
 * the path and query exactly as sent and the raw body bytes received. The key
 * is an organization's API key (X-Organization-Id required: the key's
 * organization) or a signed-in user's login session (X-Organization-Id: an
 * organization the user is an active member of; empty or absent: the user's
 * personal organization). The checks run in this order, each with its answer:
 *   headers, key, signature, organization -> 401, code 2000 (Invalid session)
 *   time further than 5 min from ours     -> 412 with serverTime (client resyncs)
 *   nonce seen before for this key        -> 401, code 2001
 *   signed before this server can vouch   -> 412 with serverTime (re-sign)
 * On PostgreSQL nonces live in the database (repositories/nonces.ts), so
 * several servers share them; on the embedded database, which only this
 * process opens, in memory (lib/nonce-store.ts). Found credentials are kept
 * for a few seconds (lib/credentials.ts): `app.credentials.forget(key)` ends
 * a closed session at once, and the change channel brings keys, sessions and
 * memberships changed through other servers. Secrets are never logged.
 * An API key's grant (repositories/api-keys.ts) is read from the database on
 * every call, never cached: a key revoked through any server is refused at
 * the next call, the call must come from its IP allowlist, and the route's
 * permission (src/config/api-permissions.ts) must be among the key's, else
 * 403 (API_KEY_FORBIDDEN). A user-level route (`session`) refuses every key
 * with 401 (code 2000), as it always has.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions, preValidationHookHandler } from 'fastify';
import { NONCE_MAX_LENGTH, SIGNED_TIME_WINDOW_MS } from '../../../src/config/limits.js';
import type { ApiKeyPermission } from '../../../src/config/api-permissions.js';
import { ApiError } from '../lib/api-error.js';
import { allowlistAllows } from '../lib/ip-allowlist.js';
import { signatureMatches } from '../lib/signature.js';
import { CredentialStore, type Credential } from '../lib/credentials.js';
import { MemoryNonceStore, type NonceStore } from '../lib/nonce-store.js';
import { CREDENTIAL_CACHE_LIMITS, MEMORY_NONCES_MAX, NONCE_PRUNE_INTERVAL_MS } from '../server-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signing plugin's credential cache; call `forget(sessionId)` after closing a session. */
    credentials: CredentialStore;
  }
  interface FastifyContextConfig {
    /** Require a valid request signature (see plugins/signing.ts). */
    signed?: boolean;
    /** What an API key needs to call the route (contract routes: src/config/api-permissions.ts); absent: read for a GET, organization:write else. */
    permission?: ApiKeyPermission | 'session';
  }
  interface FastifyRequest {
    /** The verified caller of a signed route; null on other routes. */
    auth: SignedAuth | null;
  }
}

export interface SignedAuth {
  /** The API key or login session id that signed, lower case. */
  key: string;
  /** The organization the call acts for. */
  organizationId: string;
  /** Set when a signed-in user's login session signed, not an API key. */
  userId?: string;
  sessionId?: string;
}

/** Paths that clients never sign (spec section 6); a signed route there would lock them out. */
export const UNSIGNED_PATH_MARKERS = ['/public/', 'main/api/v2/mining/external/'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const X_AUTH = /^([^:]+):(.*)$/;
/** X-Time: epoch milliseconds, digits only (the API documents show it). */
export const X_TIME_PATTERN = /^\d{1,16}$/;
// Printable ASCII without spaces: uuids, base-36 strings and the like.
export const X_NONCE_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${NONCE_MAX_LENGTH}}$`);

export function isUnsignedPath(path: string): boolean {
  return UNSIGNED_PATH_MARKERS.some((marker) => path.includes(marker));
}

function invalidSession(reason: string): ApiError {
  return new ApiError('INVALID_SESSION', `Invalid session: ${reason}`);
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The nonce store for this app's database (see the module comment). */
function nonceStore(app: FastifyInstance): NonceStore {
  if (app.db.kind === 'pglite') return new MemoryNonceStore({ sinceMs: app.now(), windowMs: SIGNED_TIME_WINDOW_MS, maxEntries: MEMORY_NONCES_MAX });
  const table = app.repos.nonces;
  return {
    claim: async (key, nonce, expiresAtMs) => ((await table.claim(key, nonce, expiresAtMs)) ? 'claimed' : 'reused'),
    prune: (nowMs) => table.prune(nowMs),
  };
}

export default fp(async function signing(app: FastifyInstance) {
  const credentials = new CredentialStore(app.repos.credentials, () => performance.now(), CREDENTIAL_CACHE_LIMITS);
  const nonces = nonceStore(app);
  app.decorate('credentials', credentials);
  app.changes.on('credential', (key) => credentials.forget(key));
  app.changes.on('membership', (userId) => credentials.forgetMemberships(userId));
  app.changes.onResync(() => credentials.clear());
  app.decorateRequest('auth', null);

  /** The organization the call acts for, once the signature is known to be good. */
  async function organizationOf(credential: Credential, organizationId: string): Promise<string> {
    if (credential.kind === 'apiKey') {
      if (organizationId.toLowerCase() === credential.organizationId) return credential.organizationId;
      throw invalidSession('X-Organization-Id is not the organization of this API key');
    }
    const acting = await credentials.sessionOrganization(credential.userId, organizationId.toLowerCase());
    if (acting) return acting;
    throw invalidSession(organizationId ? 'X-Organization-Id is not an organization of this user' : 'no personal organization');
  }

  /** An API key's revocation, allowlist and permissions, read afresh (see the module comment). */
  async function checkGrant(request: FastifyRequest, key: string): Promise<void> {
    const grant = await app.repos.apiKeys.grant(key);
    if (!grant) throw invalidSession('this API key was revoked');
    if (!allowlistAllows(grant.ipAllowlist, request.ip)) {
      throw new ApiError('API_KEY_FORBIDDEN', `This API key is not allowed from ${request.ip}: see its IP allowlist`);
    }
    const config = request.routeOptions.config;
    const needed = config.permission ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'organization:write');
    // As requireUser answers (lib/require-user.ts): user-level calls need a person.
    if (needed === 'session') throw invalidSession('this call needs a signed-in user');
    if (!grant.permissions.includes(needed)) throw new ApiError('API_KEY_FORBIDDEN', `This API key lacks the ${needed} permission`);
  }

  const verify: preValidationHookHandler = async function verifySignature(request) {
    const time = singleHeader(request, 'x-time');
    const nonce = singleHeader(request, 'x-nonce');
    const xAuth = singleHeader(request, 'x-auth');
    const organizationId = singleHeader(request, 'x-organization-id') ?? '';
    if (time === undefined || nonce === undefined || xAuth === undefined) {
      throw invalidSession('X-Time, X-Nonce and X-Auth headers are required');
    }
    const auth = xAuth.match(X_AUTH);
    if (!auth) throw invalidSession('X-Auth must be "key:signature"');
    const [, key = '', signature = ''] = auth;
    if (!UUID.test(key)) throw invalidSession('unknown API key');
    if (!X_TIME_PATTERN.test(time)) throw invalidSession('X-Time must be epoch milliseconds');
    if (!X_NONCE_PATTERN.test(nonce)) throw invalidSession(`X-Nonce must be 1 to ${NONCE_MAX_LENGTH} printable characters`);
    if (organizationId !== '' && !UUID.test(organizationId)) {
      throw invalidSession('X-Organization-Id must be an organization id');
    }

    const credential = await credentials.find(key);
    if (!credential) throw invalidSession('unknown API key');
    if (credential.kind === 'apiKey' && organizationId === '') {
      throw invalidSession('an API key call needs the X-Organization-Id header');
    }

    const url = request.raw.url ?? request.url;
    const q = url.indexOf('?');
    const fields = {
      key,
      time,
      nonce,
      organizationId,
      method: request.method,
      path: q === -1 ? url : url.slice(0, q),
      query: q === -1 ? '' : url.slice(q + 1),
      body: request.rawBody,
    };
    if (!signatureMatches(credential.secret, fields, signature)) throw invalidSession('signature does not match');
    const actingOrganization = await organizationOf(credential, organizationId);
    if (credential.kind === 'apiKey') await checkGrant(request, credential.key);

    const now = app.now();
    const requestTime = Number(time);
    if (Math.abs(requestTime - now) > SIGNED_TIME_WINDOW_MS) {
      throw new ApiError('TIME_SKEW', undefined, { serverTime: now });
    }
    // A replay must carry the same signed time, so it could only be accepted
    // until that time leaves the window: the nonce need not be kept longer.
    const claim = await nonces.claim(credential.key, nonce, requestTime + SIGNED_TIME_WINDOW_MS);
    if (claim === 'reused') throw new ApiError('NONCE_REUSED');
    if (claim === 'stale') {
      throw new ApiError('TIME_SKEW', 'Request signed too long ago for this server to check its nonce: sign it again', { serverTime: now });
    }
    request.auth =
      credential.kind === 'apiKey'
        ? { key: credential.key, organizationId: actingOrganization }
        : { key: credential.key, organizationId: actingOrganization, userId: credential.userId, sessionId: credential.key };
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.signed) return;
    if (isUnsignedPath(route.url)) {
      throw new Error(`${route.url}: paths containing ${UNSIGNED_PATH_MARKERS.join(' or ')} are never signed`);
    }
    if (route.config.cacheTtlSeconds) {
      throw new Error(`${route.url}: a signed route answers one organization and must not be cached`);
    }
    const existing = route.preValidation;
    route.preValidation = existing === undefined ? [verify] : [verify, ...(Array.isArray(existing) ? existing : [existing])];
  });

  let pruning: Promise<void> | undefined;
  const timer = setInterval(() => {
    pruning ??= nonces
      .prune(app.now())
      .catch((err: unknown) => app.log.warn({ err }, 'pruning expired nonces failed'))
      .finally(() => {
        pruning = undefined;
      });
  }, NONCE_PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pruning;
  });
});
