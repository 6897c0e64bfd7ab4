import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

type CryptoKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
import { beforeAll, describe, expect, it } from 'vitest';
import { IdTokenError, verifyIdToken, type IdTokenExpectations } from './id-token.js';

const ISSUER = 'https://issuer.test';
const AUDIENCE = 'client-123';
const NONCE = 'nonce-abc';
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

let ourKey: CryptoKey;
let strangerKey: CryptoKey;
let expectations: IdTokenExpectations;

beforeAll(async () => {
  const ours = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  ourKey = ours.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(ours.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  expectations = { issuer: ISSUER, audience: AUDIENCE, nonce: NONCE, keys: createLocalJWKSet({ keys: [jwk] }), now: NOW };
});

interface TokenOptions {
  key?: CryptoKey;
  issuer?: string;
  audience?: string;
  nonce?: string | undefined;
  expiresAtS?: number;
  claims?: Record<string, unknown>;
}

function token(options: TokenOptions = {}): Promise<string> {
  const nowS = Math.floor(NOW / 1000);
  const claims: Record<string, unknown> = { email: 'Ada@Example.com', email_verified: true, name: 'Ada', ...options.claims };
  const nonce = 'nonce' in options ? options.nonce : NONCE;
  if (nonce !== undefined) claims.nonce = nonce;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('user-1')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(nowS - 10)
    .setExpirationTime(options.expiresAtS ?? nowS + 600)
    .sign(options.key ?? ourKey);
}

async function reason(tokenText: Promise<string>): Promise<string> {
  try {
    await verifyIdToken(await tokenText, expectations);
  } catch (error) {
    if (error instanceof IdTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for us with our nonce, and gives the lower-case e-mail', async () => {
    const identity = await verifyIdToken(await token(), expectations);
    expect(identity).toEqual({ subject: 'user-1', email: 'ada@example.com', name: 'Ada' });
  });

  it('accepts Apple-style string booleans for email_verified', async () => {
    expect(await reason(token({ claims: { email_verified: 'true' } }))).toBe('accepted');
  });

  it('rejects a token from another issuer', async () => {
    expect(await reason(token({ issuer: 'https://evil.test' }))).toBe('issuer');
  });

  it('rejects a token meant for another client', async () => {
    expect(await reason(token({ audience: 'someone-else' }))).toBe('audience');
  });

  it('rejects an expired token (beyond the clock tolerance)', async () => {
    expect(await reason(token({ expiresAtS: Math.floor(NOW / 1000) - 120 }))).toBe('expired');
  });

  it('rejects a token signed with a key the provider did not publish', async () => {
    expect(await reason(token({ key: strangerKey }))).toBe('signature');
  });

  it('rejects a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await token()).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-2', iss: ISSUER, aud: AUDIENCE, nonce: NONCE, exp: 9e9, iat: 1 })).toString('base64url');
    expect(await reason(Promise.resolve(`${header}.${forged}.${signature}`))).toBe('signature');
  });

  it('rejects a token with another nonce, or none', async () => {
    expect(await reason(token({ nonce: 'replayed' }))).toBe('nonce');
    expect(await reason(token({ nonce: undefined }))).toBe('nonce');
  });

  it('rejects a token without a verified e-mail', async () => {
    expect(await reason(token({ claims: { email_verified: false } }))).toBe('email');
    expect(await reason(token({ claims: { email: undefined } }))).toBe('email');
  });

  it('rejects text that is not a JWT', async () => {
    expect(await reason(Promise.resolve('not.a.token'))).toBe('malformed');
  });
});
