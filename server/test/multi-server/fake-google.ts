/**
 * Google's side of a sign-in, for tests on a machine without internet: the
 * token endpoint and the keys, answered through a stand-in for `fetch`. The
 * token endpoint checks what Google checks (client, redirect URI, the PKCE
 * verifier against the challenge of the authorization request) and answers
 * an RS256 ID token with the flow's nonce.
 */
import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const KEYS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export async function fakeGoogle(client: { clientId: string; clientSecret: string }) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; email: string }>();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  return {
    /** The user signs in at Google, which sends the browser back with this code. */
    authorize(authorizationUrl: string, email: string): string {
      const url = new URL(authorizationUrl);
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        nonce: url.searchParams.get('nonce') ?? '',
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
        email,
      });
      return code;
    },

    async fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
      const url = String(input instanceof Request ? input.url : input);
      if (url === KEYS_URL) return json({ keys: [jwk] });
      if (url !== TOKEN_URL) throw new Error(`no network in tests: ${url}`);
      const form = new URLSearchParams(String(init?.body ?? ''));
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        form.get('client_id') !== client.clientId ||
        form.get('client_secret') !== client.clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri ||
        challenge !== grant.challenge
      ) {
        return json({ error: 'invalid_grant' }, 400);
      }
      const idToken = await new SignJWT({ nonce: grant.nonce, email: grant.email, email_verified: true, name: 'Ada Lovelace' })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer('https://accounts.google.com')
        .setAudience(client.clientId)
        .setSubject(`google-${grant.email}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json({ id_token: idToken, access_token: 'unused', token_type: 'Bearer' });
    },
  };
}
