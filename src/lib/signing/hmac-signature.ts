/**
 * The API's request signature with WebCrypto, so the same code signs in the
 * browser, in the service worker (replays are re-signed) and in Node.
 * `X-Auth = key ":" hex(HMAC-SHA256(secret, input))`; input is ten fields
 * joined by one 0x00 byte, the body last and only when non-empty
 * (api-facts, "Request signing (exact)"). Sign the exact bytes that will be
 * sent: the server hashes what it receives.
 */

export interface SignatureFields {
  key: string;
  /** X-Time (epoch ms, server-corrected). */
  time: string;
  nonce: string;
  /** X-Organization-Id; empty for calls that are not organization-scoped. */
  organizationId: string;
  /** Used as given: HTTP calls pass it upper case, the websocket login passes "wss". */
  method: string;
  /** Path exactly as it will be sent, with its trailing slash if any. */
  path: string;
  /** Query string as it will be sent, without "?"; may be empty. */
  query: string;
  /** Body as it will be sent: a string is encoded as UTF-8. */
  body?: string | Uint8Array | null;
}

const encoder = new TextEncoder();

/** The exact bytes that are signed. */
export function signatureInput(fields: SignatureFields): Uint8Array<ArrayBuffer> {
  const { key, time, nonce, organizationId, method, path, query, body } = fields;
  const parts: Uint8Array[] = [key, time, nonce, '', organizationId, '', method, path, query].map((part) => encoder.encode(part));
  const bodyBytes = typeof body === 'string' ? encoder.encode(body) : body;
  if (bodyBytes && bodyBytes.length > 0) parts.push(bodyBytes);
  // One separator byte between consecutive fields.
  const length = parts.reduce((sum, part) => sum + part.length, parts.length - 1);
  const input = new Uint8Array(length);
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) offset += 1; // the 0x00 separator is already zero
    input.set(part, offset);
    offset += part.length;
  });
  return input;
}

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Lower-case hex HMAC-SHA256 of the signature input. */
export async function computeSignature(secret: string, fields: SignatureFields): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await subtle.sign('HMAC', cryptoKey, signatureInput(fields)));
}

/** The X-Auth header value. */
export async function authHeader(secret: string, fields: SignatureFields): Promise<string> {
  return `${fields.key}:${await computeSignature(secret, fields)}`;
}
