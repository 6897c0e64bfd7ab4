/**
 * E-mail check for forms (spec section 5): a standard local-part@domain, where
 * the domain is a host name with a top-level domain or a bracketed IPv4
 * literal (user@[192.168.0.1]). Deliberately not full RFC 5322: it accepts
 * what real mailboxes look like and rejects typos (no @, spaces, double dots,
 * a missing TLD); the server has the final word by sending a confirmation.
 */

// Any character except controls, whitespace and the RFC "specials" (unicode
// letters pass, so internationalised mailboxes are accepted).
const ATOM = String.raw`[^\s\x00-\x1f\x7f"(),.:;<>@[\]\\]+`;
const LOCAL_PART = String.raw`(?:${ATOM}(?:\.${ATOM})*|"[^"\\\r\n]+")`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const TLD = String.raw`(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IPV4_LITERAL = String.raw`\[${OCTET}(?:\.${OCTET}){3}\]`;

const EMAIL_PATTERN = new RegExp(String.raw`^${LOCAL_PART}@(?:(?:${LABEL}\.)+${TLD}|${IPV4_LITERAL})$`, 'i');

/** RFC 5321 limits: 64 characters of local part, 254 in all. */
const MAX_LOCAL_LENGTH = 64;
const MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  if (value.length > MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at > MAX_LOCAL_LENGTH) return false;
  return EMAIL_PATTERN.test(value);
}
