/**
 * What a request's URL may say in a log or an error report (docs/auth.md,
 * docs/monitoring.md): one-time credentials never. Path segments that are
 * tokens (the login token, the platform unsubscribe token) and query
 * parameters that are credentials (OAuth's code and state, anything named
 * like a token, secret, session, nonce, ...) become [Filtered].
 */
import { FILTERED, SECRET_NAME_PATTERN } from '../../../src/config/monitor.js';

/** Path segments that are one-time credentials, each after a fixed prefix (`$1` kept). */
export const ONE_TIME_PATH_SEGMENTS: readonly RegExp[] = [
  // POST api/v2/auth/useLoginToken/{loginToken}
  /(useLoginToken\/)[^/?#\s"'&]+/gi,
  // /unsubscribe-platform/{orgId}/{userId}/{token} and POST api/v2/platform/unsubscribe/{orgId}/{userId}/{token}
  /((?:unsubscribe-platform|platform\/unsubscribe)\/[^/?#\s"']+\/[^/?#\s"']+\/)[^/?#\s"'&]+/gi,
];

/** OAuth and OpenID Connect parameters that are credentials or tie a browser to a flow. */
const OAUTH_PARAMS = new Set(['code', 'state', 'code_verifier', 'id_token', 'access_token', 'refresh_token', 'client_secret', 'assertion']);

export function isCredentialParam(name: string): boolean {
  return OAUTH_PARAMS.has(name.toLowerCase()) || SECRET_NAME_PATTERN.test(name);
}

export function redactPath(path: string): string {
  return ONE_TIME_PATH_SEGMENTS.reduce((text, pattern) => text.replace(pattern, `$1${FILTERED}`), path);
}

/** A request target (`/path?query`) with its credentials replaced; the rest as it came. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = redactPath(at === -1 ? url : url.slice(0, at));
  if (at === -1) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the name as written
      }
      return isCredentialParam(name) ? `${pair.slice(0, eq)}=${FILTERED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
