/**
 * A login link is `/#loginToken=<token>` (printed by the admin command and,
 * later, sent by e-mail); the web app exchanges the token for a session
 * (POST api/v2/auth/useLoginToken/{token}: src/features/session/login-link.ts).
 */
export const LOGIN_TOKEN_HASH_PARAM = 'loginToken';

/** The token in a location hash such as "#loginToken=abc" (other hash parameters may follow). */
export function loginTokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(LOGIN_TOKEN_HASH_PARAM);
  return token && token.length > 0 ? token : null;
}
