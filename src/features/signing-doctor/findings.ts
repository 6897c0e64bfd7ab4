/**
 * What the signing doctor can find, in the order it reports them. The ids are
 * stable: the page's anchors (#finding-<id>), the browser test and support
 * answers name them. docs/api-signing.md, "The signing doctor".
 */
export const FINDING_IDS = [
  'headers-missing',
  'key-secret-swapped',
  'separator-missing',
  'empty-query-separator',
  'query-order-changed',
  'body-bytes-differ',
  'json-content-type-missing',
  'time-out-of-window',
  'nonce-reused',
  'organization-id-missing',
  'host-in-path',
  'wrong-environment-key',
  'signature-mismatch',
] as const;

export type FindingId = (typeof FINDING_IDS)[number];

export interface Finding {
  id: FindingId;
  /** Which pasted request (0 or 1) it is about. */
  request: number;
  /** How it was found: a variant of the message matched the pasted X-Auth, or the request reads so. */
  by: 'signature' | 'reading';
}

/**
 * How an API key tells its environment: the key id stays a UUID (the official
 * clients and the key column expect one), and its version digit (the first of
 * the third group) says where it was issued: 8 (RFC 9562's custom UUID) for the
 * test environment, any other for production.
 */
export type ApiEnvironment = 'production' | 'test';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function keyEnvironment(keyId: string): ApiEnvironment | null {
  const match = UUID.exec(keyId.trim());
  if (!match) return null;
  return match[1] === '8' ? 'test' : 'production';
}

/** A host's environment: `api-test.` or `test.` hosts are the test environment; a local host is neither. */
export function hostEnvironment(host: string): ApiEnvironment | null {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (!name || name === 'localhost' || name.endsWith('.localhost') || /^(127\.|\[?::1\]?$|0\.0\.0\.0$)/.test(name)) return null;
  return /^(api-test|test)\./.test(name) ? 'test' : 'production';
}

/** A secret as the platform issues it: two UUIDs run together (72 characters). */
export function looksLikeSecret(value: string): boolean {
  return /^[0-9a-f-]{60,}$/i.test(value.trim());
}
