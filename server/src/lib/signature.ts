/**
 * The API's request signature (api-facts, "Request signing (exact)"):
 * `X-Auth = key ":" hex(HMAC-SHA256(secret, input))`, where input is ten fields
 * joined by one 0x00 byte. The body is the bytes received, never a
 * re-serialised object, and is left out (with its separator) when empty.
 * The browser's WebCrypto twin is src/lib/signing/hmac-signature.ts; both are
 * pinned to the same official vectors.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureFields {
  key: string;
  /** X-Time as sent (epoch ms). */
  time: string;
  nonce: string;
  /** X-Organization-Id as sent; empty for calls that are not organization-scoped. */
  organizationId: string;
  /** Used as given: HTTP calls pass it upper case, the websocket login passes "wss". */
  method: string;
  /** Path exactly as sent, with its trailing slash if any. */
  path: string;
  /** Query string as sent, without "?"; may be empty. */
  query: string;
  body?: Uint8Array | null;
}

const SEPARATOR = Buffer.from([0]);
const SIGNATURE_BYTES = 32;
const HEX_SIGNATURE = /^[0-9a-fA-F]{64}$/;

/** The exact bytes that are signed. */
export function signatureInput(fields: SignatureFields): Buffer {
  const { key, time, nonce, organizationId, method, path, query, body } = fields;
  const parts: Buffer[] = [key, time, nonce, '', organizationId, '', method, path, query].map((part) => Buffer.from(part, 'utf8'));
  if (body && body.length > 0) parts.push(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(SEPARATOR);
    joined.push(part);
  });
  return Buffer.concat(joined);
}

/** Lower-case hex HMAC-SHA256 of the signature input. */
export function computeSignature(secret: string, fields: SignatureFields): string {
  return createHmac('sha256', secret).update(signatureInput(fields)).digest('hex');
}

/** The X-Auth header value a client sends. */
export function authHeader(secret: string, fields: SignatureFields): string {
  return `${fields.key}:${computeSignature(secret, fields)}`;
}

/**
 * Whether `signatureHex` is the signature of `fields`, compared in constant
 * time so that the answer's timing says nothing about how much of it matched.
 */
export function signatureMatches(secret: string, fields: SignatureFields, signatureHex: string): boolean {
  if (!HEX_SIGNATURE.test(signatureHex)) return false;
  const expected = createHmac('sha256', secret).update(signatureInput(fields)).digest();
  const given = Buffer.from(signatureHex, 'hex');
  return given.length === SIGNATURE_BYTES && timingSafeEqual(expected, given);
}

export interface Credentials {
  key: string;
  secret: string;
  organizationId: string;
}

/**
 * The headers of a signed request to `url` (path plus query, exactly as it
 * will be sent). For server-side callers: tests, benchmarks, scripts.
 */
export function signedHeaders(
  credentials: Credentials,
  request: { method: string; url: string; body?: string | Buffer; time: number; nonce: string },
): Record<string, string> {
  const q = request.url.indexOf('?');
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
  const fields: SignatureFields = {
    key: credentials.key,
    time: String(request.time),
    nonce: request.nonce,
    organizationId: credentials.organizationId,
    method: request.method.toUpperCase(),
    path: q === -1 ? request.url : request.url.slice(0, q),
    query: q === -1 ? '' : request.url.slice(q + 1),
    body: body ?? null,
  };
  return {
    'x-time': fields.time,
    'x-nonce': fields.nonce,
    'x-organization-id': credentials.organizationId,
    'x-auth': authHeader(credentials.secret, fields),
  };
}
