/**
 * Verifies an identity provider's ID token with jose (OpenID Connect Core
 * 3.1.3.7): the signature against the provider's published keys, issuer,
 * audience, expiry and issue time, and the nonce this server sent. The keys
 * come from a JWKS getter: `createRemoteJWKSet` for a provider, which fetches
 * again when a token names a key it has not seen (key rotation), or a local
 * set in tests.
 */
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SIGN_IN_LIMITS } from '../server-limits.js';

/** Algorithms the providers sign with (Google and the dev provider RS256, Apple RS256; ES256 for safety). */
const ALGORITHMS = ['RS256', 'ES256'];

export interface IdTokenExpectations {
  issuer: string;
  audience: string;
  nonce: string;
  keys: JWTVerifyGetKey;
  /** Now, in epoch ms (tests move it). */
  now?: number;
}

export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string;
}

export type IdTokenFailure = 'signature' | 'issuer' | 'audience' | 'expired' | 'nonce' | 'email' | 'malformed';

export class IdTokenError extends Error {
  constructor(
    readonly reason: IdTokenFailure,
    message: string,
  ) {
    super(message);
    this.name = 'IdTokenError';
  }
}

function reasonOf(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    if (error.claim === 'nbf' || error.claim === 'iat') return 'expired';
    return 'malformed';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return 'signature';
  return 'malformed';
}

/** Apple sends booleans as strings ("true"). */
const isTrue = (v: unknown) => v === true || v === 'true';

export async function verifyIdToken(token: string, expect: IdTokenExpectations): Promise<VerifiedIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, expect.keys, {
      issuer: expect.issuer,
      audience: expect.audience,
      algorithms: ALGORITHMS,
      clockTolerance: SIGN_IN_LIMITS.idTokenClockToleranceS,
      currentDate: new Date(expect.now ?? Date.now()),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    const reason = reasonOf(error);
    throw new IdTokenError(reason, `ID token rejected (${reason})`);
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== expect.nonce) {
    throw new IdTokenError('nonce', 'ID token rejected (nonce)');
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || !isTrue(payload.email_verified)) throw new IdTokenError('email', 'ID token rejected (no verified e-mail)');
  const name = typeof payload.name === 'string' ? payload.name : '';
  return { subject: payload.sub!, email, name };
}
