/**
 * The server's second line against secrets in reports (the browser scrubs
 * first, src/lib/error-monitor/scrub.ts): every value under a secret-looking
 * name, every such query parameter, and a login token in a URL hash.
 */
import { FILTERED, SECRET_NAME_PATTERN } from '../../../src/config/monitor.js';

const QUERY_PAIR = /([?&#;,\s]|^)([^=&#?\s]+)=([^&#\s"]*)/g;

/** The login token travels in a path segment too (POST api/v2/auth/useLoginToken/{loginToken}). */
const TOKEN_SEGMENT = /(useLoginToken\/)[^/?#\s"]+/gi;
const HEADER_PAIR = /\b(x-auth|authorization|cookie|set-cookie|x-nonce)(\s*[:=]\s*)[^\s,;"]+/gi;

export function scrubText(text: string): string {
  return text.replace(HEADER_PAIR, `$1$2${FILTERED}`)
    .replace(TOKEN_SEGMENT, `$1${FILTERED}`).replace(QUERY_PAIR, (whole, sep: string, name: string) =>
    SECRET_NAME_PATTERN.test(name) ? `${sep}${name}=${FILTERED}` : whole,
  );
}

export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 40) return FILTERED;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = SECRET_NAME_PATTERN.test(key) && item !== null && typeof item !== 'object' ? FILTERED : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
