/**
 * Puts the signing headers on one attempt of a call. It runs in ofetch's
 * onRequest hook, which ofetch calls again for every retry, so X-Time,
 * X-Nonce and X-Auth are fresh on each attempt (a reused nonce is a replay)
 * while X-Request-Id stays. The path and query signed are read back from the
 * URL exactly as fetch will send it, and the body is the string already
 * serialised by the client: the server hashes the bytes it receives.
 */
import { authHeader } from '../signing/hmac-signature';
import { createNonce } from './nonce';

export interface SigningCredentials {
  key: string;
  secret: string;
}

export interface SignAttempt {
  credentials: SigningCredentials;
  /** Empty when the call is not organization-scoped or a login is being verified. */
  organizationId: string;
  method: string;
  url: string;
  body: string | undefined;
  time: number;
  /** Only tests pass one (the official vectors); calls always get a fresh nonce. */
  nonce?: string;
}

/** Path and query as the URL parser (and so fetch) will put them on the wire. */
export function wireParts(url: string): { path: string; query: string } {
  const parsed = new URL(url, 'http://relative.invalid');
  return { path: parsed.pathname, query: parsed.search.replace(/^\?/, '') };
}

export async function signAttempt(headers: Headers, attempt: SignAttempt): Promise<void> {
  const { path, query } = wireParts(attempt.url);
  const time = String(attempt.time);
  const nonce = attempt.nonce ?? createNonce();
  const { key, secret } = attempt.credentials;
  headers.set('X-Time', time);
  headers.set('X-Nonce', nonce);
  if (attempt.organizationId) headers.set('X-Organization-Id', attempt.organizationId);
  else headers.delete('X-Organization-Id');
  headers.set(
    'X-Auth',
    await authHeader(secret, {
      key,
      time,
      nonce,
      organizationId: attempt.organizationId,
      method: attempt.method.toUpperCase(),
      path,
      query,
      body: attempt.body ?? null,
    }),
  );
}
