/**
 * No secret leaves the browser in a report: values under secret-looking
 * names (X-Auth, secrets, login tokens, session ids, cookies, passwords),
 * such query and hash parameters in URLs and text, and header-like pairs in
 * messages. The server scrubs again (server/src/lib/scrub.ts).
 */
import { FILTERED, SECRET_NAME_PATTERN } from '../../config/monitor';

const NAME_VALUE = /([?&#;,\s]|^)([^=&#?\s]+)=([^&#\s"]*)/g;
/** The login token travels in a path segment too (POST api/v2/auth/useLoginToken/{loginToken}). */
const TOKEN_SEGMENT = /(useLoginToken\/)[^/?#\s"]+/gi;
const HEADER_PAIR = /\b(x-auth|authorization|cookie|set-cookie|x-nonce)(\s*[:=]\s*)[^\s,;"]+/gi;

/** Extra values to blank wherever they appear (the signed-in session's own secret and ids). */
const knownSecrets = new Set<string>();

export function addKnownSecrets(values: ReadonlyArray<string | undefined | null>): void {
  for (const value of values) if (value && value.length >= 8) knownSecrets.add(value);
}

export function clearKnownSecrets(): void {
  knownSecrets.clear();
}

export function scrubText(text: string): string {
  let out = text
    .replace(HEADER_PAIR, `$1$2${FILTERED}`)
    .replace(TOKEN_SEGMENT, `$1${FILTERED}`)
    .replace(NAME_VALUE, (whole, sep: string, name: string) => (SECRET_NAME_PATTERN.test(name) ? `${sep}${name}=${FILTERED}` : whole));
  for (const secret of knownSecrets) out = out.split(secret).join(FILTERED);
  return out;
}

export function scrubValue<T>(value: T, depth = 0): T {
  if (depth > 40) return FILTERED as T;
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValue(item, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_NAME_PATTERN.test(key) && (item === null || typeof item !== 'object') ? FILTERED : scrubValue(item, depth + 1);
    }
    return out as T;
  }
  return value;
}
