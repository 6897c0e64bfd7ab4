/**
 * The signing doctor's judgement of one or two pasted requests. With a secret
 * it computes the message the server signs (src/lib/signing/hmac-signature.ts's
 * layout, not a copy of it) and the X-Auth the server expects, and when the
 * pasted X-Auth differs, tries the known mistakes' variants of that message
 * against it: the variant that matches names the mistake. Without a secret it
 * reads the request. Pure but for WebCrypto; the secret goes nowhere.
 */
import { SIGNED_TIME_WINDOW_MS } from '../../config/limits';
import { authHeader, computeSignature, signatureInput, type SignatureFields } from '../../lib/signing/hmac-signature';
import { FINDING_IDS, hostEnvironment, keyEnvironment, looksLikeSecret, type Finding, type FindingId } from './findings';
import type { PastedRequest } from './parse-request';

export interface DoctorInput {
  requests: PastedRequest[];
  keyId?: string;
  secret?: string;
  /** The server's time (api/v2/time), epoch ms; null when it could not be asked. */
  serverTime: number | null;
}

export interface Diagnosis {
  verdict: 'valid' | 'findings' | 'unchecked';
  findings: Finding[];
  /** The exact bytes the server signs for the first request (with the key it would use). */
  message: Uint8Array;
  /** The X-Auth the server expects, when a secret was given. */
  expectedAuth: string | null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

async function hmacHex(secret: string, bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = await subtle.sign('HMAC', key, bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(signature), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fields of the message, split at its 0x00 separators (for showing it). */
export function messageFields(message: Uint8Array): string[] {
  return decoder.decode(message).split('\0');
}

function authParts(request: PastedRequest): { key: string; signature: string } | null {
  const auth = request.headers['x-auth'];
  if (!auth || !auth.includes(':')) return null;
  const colon = auth.lastIndexOf(':');
  return {
    key: auth.slice(0, colon).trim(),
    signature: auth
      .slice(colon + 1)
      .trim()
      .toLowerCase(),
  };
}

function fieldsOf(request: PastedRequest, key: string): SignatureFields {
  return {
    key,
    time: request.headers['x-time'] ?? '',
    nonce: request.headers['x-nonce'] ?? '',
    organizationId: request.headers['x-organization-id'] ?? '',
    method: request.method.toUpperCase(),
    path: request.path,
    query: request.query,
    body: request.body,
  };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Other orders of the query's parameters: every one up to five parameters, else sorted and reversed. */
function reorderedQueries(query: string): string[] {
  const params = query.split('&');
  if (params.length < 2) return [];
  const orders = params.length <= 5 ? permutations(params) : [[...params].sort(), [...params].reverse()];
  return [...new Set(orders.map((order) => order.join('&')))].filter((q) => q !== query);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  return value;
}

/** The same JSON as the body, written differently: how clients re-serialise it after signing (or before). */
function reserialisedBodies(body: string): string[] {
  const variants = [`${body}\n`, body.trimEnd(), body.trim()];
  try {
    const value: unknown = JSON.parse(body);
    const compact = JSON.stringify(value);
    variants.push(compact, JSON.stringify(value, null, 2), JSON.stringify(value, null, 4), JSON.stringify(sortKeys(value)), `${compact}\n`);
    // Python's json.dumps default separators.
    variants.push(compact.replace(/("(?:[^"\\]|\\.)*")|([,:])/g, (m, str: string | undefined, sep: string | undefined) => str ?? `${sep} `));
  } catch {
    // Not JSON: only the whitespace variants.
  }
  return [...new Set(variants)].filter((b) => b !== body);
}

/** The message variants of each known mistake, to try against the pasted signature. */
function variants(fields: SignatureFields, host: string, secret: string): Array<{ id: FindingId; sign: () => Promise<string> }> {
  const parts = messageFields(signatureInput(fields));
  const bytes = (text: string) => encoder.encode(text);
  const out: Array<{ id: FindingId; sign: () => Promise<string> }> = [];
  const withFields = (id: FindingId, changed: Partial<SignatureFields>) => out.push({ id, sign: () => computeSignature(secret, { ...fields, ...changed }) });
  const withBytes = (id: FindingId, text: string) => out.push({ id, sign: () => hmacHex(secret, bytes(text)) });

  // The key where the secret goes, and the other way round.
  out.push({ id: 'key-secret-swapped', sign: () => computeSignature(fields.key, fields) });
  out.push({ id: 'key-secret-swapped', sign: () => computeSignature(fields.key, { ...fields, key: secret }) });
  // Separators: none, the two empty fields left out, a newline instead, the body glued on.
  withBytes('separator-missing', parts.join(''));
  withBytes('separator-missing', parts.filter((part, i) => !((i === 3 || i === 5) && part === '')).join('\0'));
  withBytes('separator-missing', parts.join('\n'));
  if (parts.length > 9) withBytes('separator-missing', `${parts.slice(0, 9).join('\0')}${parts.slice(9).join('\0')}`);
  if (fields.query === '') withBytes('empty-query-separator', [...parts.slice(0, 8), ...parts.slice(9)].join('\0'));
  for (const query of reorderedQueries(fields.query)) withFields('query-order-changed', { query });
  if (typeof fields.body === 'string' && fields.body) for (const body of reserialisedBodies(fields.body)) withFields('body-bytes-differ', { body });
  if (fields.organizationId) withFields('organization-id-missing', { organizationId: '' });
  if (host) for (const path of [`https://${host}${fields.path}`, `http://${host}${fields.path}`, `${host}${fields.path}`]) withFields('host-in-path', { path });
  return out;
}

async function signatureFindings(request: PastedRequest, index: number, fields: SignatureFields, secret: string, expected: string): Promise<Finding[]> {
  const pasted = authParts(request);
  if (!pasted || pasted.signature === expected) return [];
  for (const variant of variants(fields, request.host, secret)) {
    if ((await variant.sign()) === pasted.signature) return [{ id: variant.id, request: index, by: 'signature' }];
  }
  return [{ id: 'signature-mismatch', request: index, by: 'signature' }];
}

function readingFindings(request: PastedRequest, index: number, keyId: string, secret: string, serverTime: number | null): FindingId[] {
  const found: FindingId[] = [];
  const h = request.headers;
  const pasted = authParts(request);
  if (!h['x-time'] || !h['x-nonce'] || !pasted) found.push('headers-missing');
  if (pasted && (looksLikeSecret(pasted.key) || (secret !== '' && pasted.key === secret))) found.push('key-secret-swapped');
  else if (keyId && looksLikeSecret(keyId) && !looksLikeSecret(secret)) found.push('key-secret-swapped');
  const body = request.body ?? '';
  const length = h['content-length'];
  if (body && length !== undefined && Number(length) !== encoder.encode(body).length) found.push('body-bytes-differ');
  if (/^\s*[[{]/.test(body) && !/json/i.test(h['content-type'] ?? '')) found.push('json-content-type-missing');
  const time = h['x-time'];
  if (time !== undefined && serverTime !== null && (!/^\d+$/.test(time) || Math.abs(Number(time) - serverTime) > SIGNED_TIME_WINDOW_MS))
    found.push('time-out-of-window');
  if (!h['x-organization-id']) found.push('organization-id-missing');
  const firstSegment = request.path.split('/')[1] ?? '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(request.path) || request.path.startsWith('//') || /^[\w-]+(\.[\w-]+)*\.[a-z]{2,}(:\d+)?$/i.test(firstSegment))
    found.push('host-in-path');
  const keyEnv = keyEnvironment(keyId || pasted?.key || '');
  const hostEnv = hostEnvironment(request.host);
  if (keyEnv && hostEnv && keyEnv !== hostEnv) found.push('wrong-environment-key');
  return found;
}

function nonceReused(requests: PastedRequest[]): boolean {
  const nonces = requests.map((r) => r.headers['x-nonce']).filter((n): n is string => Boolean(n));
  return nonces.length > 1 && new Set(nonces).size < nonces.length;
}

export async function diagnose({ requests, keyId = '', secret = '', serverTime }: DoctorInput): Promise<Diagnosis> {
  const key = keyId.trim();
  const secretValue = secret.trim();
  const findings: Finding[] = [];
  let message: Uint8Array = new Uint8Array();
  let expectedAuth: string | null = null;
  for (const [index, request] of requests.entries()) {
    const fields = fieldsOf(request, key || authParts(request)?.key || '');
    if (index === 0) message = signatureInput(fields);
    const read = readingFindings(request, index, key, secretValue, serverTime).map((id): Finding => ({ id, request: index, by: 'reading' }));
    let signed: Finding[] = [];
    if (secretValue && fields.key) {
      const expected = await authHeader(secretValue, fields);
      if (index === 0) expectedAuth = expected;
      signed = await signatureFindings(request, index, fields, secretValue, expected.slice(expected.lastIndexOf(':') + 1));
    }
    for (const finding of [...signed, ...read]) if (!findings.some((f) => f.id === finding.id && f.request === index)) findings.push(finding);
  }
  if (nonceReused(requests)) findings.push({ id: 'nonce-reused', request: 1, by: 'reading' });
  findings.sort((a, b) => a.request - b.request || FINDING_IDS.indexOf(a.id) - FINDING_IDS.indexOf(b.id));
  const verdict = findings.length > 0 ? 'findings' : expectedAuth ? 'valid' : 'unchecked';
  return { verdict, findings, message, expectedAuth };
}
