/**
 * A correct signed request and each known mistake made to it, as a user would
 * paste them: the unit tests and the browser test (tests/e2e/signing-doctor.spec.ts)
 * feed these to the doctor and expect the named finding.
 */
import { computeSignature, signatureInput, type SignatureFields } from '../../lib/signing/hmac-signature';
import type { FindingId } from './findings';

export const CASE_KEY = '4ebd366d-76f4-4400-a3b6-e51515d054d6';
export const CASE_SECRET = 'fd8a1652-728b-42fe-82b8-f623e56da8850750f5bf-ce66-4ca7-8b84-93651abc723b';
export const CASE_ORG = 'da41b3bc-3d0b-4226-b7ea-aee73f94a518';
/** A key issued by the test environment (UUID version 8). */
export const CASE_TEST_KEY = '4ebd366d-76f4-8400-a3b6-e51515d054d6';

export interface DoctorCase {
  name: FindingId | 'valid';
  /** The pasted text (two requests for nonce-reused, split at "\n\n\n"). */
  requests: string[];
  keyId: string;
  secret: string;
}

interface Req {
  method: string;
  host: string;
  path: string;
  query: string;
  body: string;
  headers: Record<string, string>;
  /** What is signed, when it is not what is sent. */
  signed?: Partial<SignatureFields>;
  /** Sign the raw message these bytes make instead (separator mistakes). */
  signBytes?: (parts: string[]) => string;
  secret?: string;
  key?: string;
}

async function hmacText(secret: string, text: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(sig), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function curl(req: Req, time: string, nonce: string): Promise<string> {
  const key = req.key ?? CASE_KEY;
  const fields: SignatureFields = {
    key,
    time,
    nonce,
    organizationId: CASE_ORG,
    method: req.method,
    path: req.path,
    query: req.query,
    body: req.body,
    ...req.signed,
  };
  const secret = req.secret ?? CASE_SECRET;
  const signature = req.signBytes
    ? await hmacText(secret, req.signBytes(new TextDecoder().decode(signatureInput(fields)).split('\0')))
    : await computeSignature(secret, fields);
  const headers: Record<string, string> = {
    'X-Time': time,
    'X-Nonce': nonce,
    'X-Organization-Id': CASE_ORG,
    'X-Auth': `${req.key === undefined ? key : req.key}:${signature}`,
    ...req.headers,
  };
  const lines = [`curl -X ${req.method} 'https://${req.host}${req.path}${req.query ? `?${req.query}` : ''}'`];
  for (const [name, value] of Object.entries(headers)) if (value !== '') lines.push(`  -H '${name}: ${value}'`);
  if (req.body) lines.push(`  --data-raw '${req.body}'`);
  return lines.join(' \\\n');
}

const BASE: Req = {
  method: 'POST',
  host: 'hashvale.example',
  path: '/main/api/v2/hashpower/order',
  query: '',
  body: '{"market":"EU","limit":"0.01"}',
  headers: { 'Content-Type': 'application/json' },
};
const GET: Req = { ...BASE, method: 'GET', path: '/main/api/v2/hashpower/orderBook', query: 'algorithm=X16R&page=0&size=100', body: '', headers: {} };
const GET_EMPTY: Req = { ...GET, path: '/main/api/v2/accounting/accounts2', query: '' };

/** Every case at the given server time. */
export async function doctorCases(serverTime: number): Promise<DoctorCase[]> {
  const time = String(serverTime);
  const nonce = (n: number) => `9675d0f8-1325-484b-9594-c9d6d326889${n}`;
  const one = async (name: DoctorCase['name'], req: Req, extra: Partial<DoctorCase> = {}): Promise<DoctorCase> => ({
    name,
    requests: [await curl(req, req.headers['X-Time'] ?? time, nonce(1))],
    keyId: CASE_KEY,
    secret: CASE_SECRET,
    ...extra,
  });
  return [
    await one('valid', BASE),
    await one('key-secret-swapped', { ...BASE, secret: CASE_KEY }),
    await one('separator-missing', { ...BASE, signBytes: (parts) => parts.join('') }),
    await one('empty-query-separator', { ...GET_EMPTY, signBytes: (parts) => parts.slice(0, 8).join('\0') }),
    await one('query-order-changed', { ...GET, signed: { query: 'page=0&algorithm=X16R&size=100' } }),
    await one('body-bytes-differ', { ...BASE, signed: { body: '{"market": "EU", "limit": "0.01"}' } }),
    await one('json-content-type-missing', { ...BASE, headers: {} }),
    await one('time-out-of-window', { ...BASE, headers: { ...BASE.headers, 'X-Time': String(serverTime - 10 * 60_000) } }),
    {
      name: 'nonce-reused',
      requests: [await curl(GET, time, nonce(1)), await curl(GET_EMPTY, String(serverTime + 1000), nonce(1))],
      keyId: CASE_KEY,
      secret: CASE_SECRET,
    },
    await one('organization-id-missing', { ...GET, headers: { 'X-Organization-Id': '' }, signed: { organizationId: '' } }),
    await one('host-in-path', { ...GET, signed: { path: `https://hashvale.example${GET.path}` } }),
    await one('wrong-environment-key', { ...GET, key: CASE_TEST_KEY }, { keyId: CASE_TEST_KEY }),
  ];
}
