/**
 * The server's second line against secrets and personal data in reports (the
 * browser scrubs first, src/lib/error-monitor/scrub.ts), applied to every
 * string of a report, wherever it is (docs/monitoring.md, "Secrets"):
 * credentials recognised by their form (JWTs, API secrets, session secrets,
 * Authorization/X-Auth values, URL passwords), values after a secret-looking
 * name in any notation (`name=value`, `name: value`, `"name":"value"`),
 * one-time tokens in paths, e-mail and IPv4 addresses; and whole fields that
 * only hold personal data (e-mail, IP address, forwarding headers).
 */
import { FILTERED, SECRET_NAME_PATTERN } from '../../../src/config/monitor.js';
import { isCredentialParam, redactPath } from './redact-url.js';

const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  // scheme://user:password@host: the password and the user.
  [/(\/\/)[^\s/?#@:]+:[^\s/?#@]+@/g, `$1${FILTERED}@`],
  // An Authorization or X-Auth value, with its scheme (Bearer, Basic, ...).
  [/\b((?:proxy-)?authorization|x-auth)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|digest|token|hmac[\w-]*)\s+)?[^\s,;"'}]+/gi, `$1$2${FILTERED}`],
  [/\b(cookie|set-cookie|x-nonce)(\s*[:=]\s*)[^\s,;"]+/gi, `$1$2${FILTERED}`],
  [/\b(bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${FILTERED}`],
  // A JWT (header.payload.signature, base64url of JSON).
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g, FILTERED],
  // An API secret: two uuids back to back (admin/commands.ts); a plain uuid (an id) stays.
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[0-9a-f][0-9a-f-]*/gi, FILTERED],
  // A session secret (64 hex), a signature or any long hex key; event and trace ids (32) stay.
  [/\b[0-9a-f]{40,}\b/gi, FILTERED],
];

/** "name":"value" or 'name': 'value', also inside JSON written as a string (escaped quotes). */
const QUOTED_PAIR = /(\\*["'])([^"'\s\\]{1,100})\1(\s*:\s*)(\\*["'])([^"'\\]*)/g;
/** name: value, not a URL's scheme. */
const COLON_PAIR = /\b([A-Za-z][\w-]{0,99})(\s*:\s*)(?!\/\/)([^\s,;"'{}[\]]+)/g;
/** name=value in a URL or in text. */
const EQUALS_PAIR = /([?&#;,\s]|^)([^=&#?\s]+)=([^&#\s"]*)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** An IPv4 address standing alone (not a version such as Chrome/120.0.0.0). */
const IPV4 = /(?<![\w./:-])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\w.])/g;

/** Fields whose every value is personal data: dropped from the report. */
const PERSONAL_FIELDS = /^(e-?mail|ip_address|remote_addr|x-forwarded-for|x-real-ip|forwarded|cf-connecting-ip|true-client-ip)$/i;

export function scrubText(text: string): string {
  let out = PATTERNS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
  out = redactPath(out);
  out = out.replace(QUOTED_PAIR, (whole, q: string, name: string, colon: string, vq: string) =>
    SECRET_NAME_PATTERN.test(name) ? `${q}${name}${q}${colon}${vq}${FILTERED}` : whole,
  );
  out = out.replace(COLON_PAIR, (whole, name: string, colon: string) => (SECRET_NAME_PATTERN.test(name) ? `${name}${colon}${FILTERED}` : whole));
  out = out.replace(EQUALS_PAIR, (whole, sep: string, name: string) => (isCredentialParam(name) ? `${sep}${name}=${FILTERED}` : whole));
  return out.replace(EMAIL, FILTERED).replace(IPV4, FILTERED);
}

export function scrubValue(value: unknown, depth = 0): unknown {
  if (depth > 40) return FILTERED;
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (PERSONAL_FIELDS.test(key)) continue;
      out[scrubText(key)] = SECRET_NAME_PATTERN.test(key) && item !== null && typeof item !== 'object' ? FILTERED : scrubValue(item, depth + 1);
    }
    return out;
  }
  return value;
}
