/**
 * The words of the OpenAPI document that no single operation carries: how to
 * sign, the error table, the rate limits, idempotency and caching. Every
 * number comes from the constant the server itself uses, so the document
 * cannot drift from the checks (docs/api.md and docs/api-signing.md say the
 * same at more length).
 */
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { NONCE_MAX_LENGTH, SIGNED_TIME_WINDOW_MS } from '../../../src/config/limits.js';
import { REQUEST_ID_PATTERN } from '../lib/request-id.js';
import type { FormServerLimits } from '../server-limits.js';
import { MINUTE_MS } from '../../../src/config/time.js';

/** The limits of the server that serves the document (its configuration may differ from the defaults). */
export interface ServedLimits {
  /** Requests per window per client address; 0: no limit. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  forms: Pick<FormServerLimits, 'windowMs' | 'perFormPerAddress' | 'perAddress'>;
}

const minutes = (ms: number) => `${ms / MINUTE_MS} minute${ms === MINUTE_MS ? '' : 's'}`;
const seconds = (ms: number) => `${ms / 1000} s`;

/** The ten fields of the signed input, in order (api-facts, "Request signing (exact)"). */
export const SIGNATURE_INPUT_FIELDS = [
  'the key (the part of X-Auth before the colon)',
  'X-Time, as sent',
  'X-Nonce, as sent',
  '*(empty)*',
  'X-Organization-Id, as sent (empty when not sent)',
  '*(empty)*',
  'the HTTP method, upper case',
  'the path exactly as sent, with its trailing slash if any',
  'the query string exactly as sent, without `?` (may be empty: its separator is always there)',
  'only when the body is not empty: the body bytes exactly as sent',
] as const;

export const SIGNING_TEXT = [
  '`X-Auth: <key>:<hex(HMAC-SHA256(secret, input))>`, the signature in lower-case hex. The key and secret are an',
  "organization's API key (`npm run admin -- apikey create`) or a signed-in user's login session",
  '(`loginSessionId` and `secretToken` of useLoginToken).',
  '',
  '`input` is these fields joined by one zero byte (0x00), with no separator before the first or after the last:',
  '',
  ...SIGNATURE_INPUT_FIELDS.map((field, i) => `${i + 1}. ${field}`),
  '',
  'The server hashes the raw bytes it received: sign the serialised body you send, never an object serialised',
  'again later, and do not reorder or re-encode the query after signing. A retry is signed afresh.',
].join('\n');

export const X_TIME_TEXT =
  `The request time in epoch milliseconds, by the server's clock (\`GET /api/v2/time\`): a time more than ` +
  `${minutes(SIGNED_TIME_WINDOW_MS)} from it is refused with 412 (code ${ERROR_CODES.TIME_SKEW.code}), whose body carries ` +
  '`serverTime` so the client can correct its offset and sign again.';

export const X_NONCE_TEXT =
  `A fresh random string for every request, 1 to ${NONCE_MAX_LENGTH} printable ASCII characters without spaces ` +
  `(a UUID works). Used once per key: a nonce seen before is refused with 401 (code ${ERROR_CODES.NONCE_REUSED.code}). ` +
  `A nonce is kept while its request time is within ${minutes(SIGNED_TIME_WINDOW_MS)} of the server's time.`;

export const X_ORGANIZATION_TEXT =
  'The organization the call acts for. With an API key: required, the key’s organization. With a login session: an ' +
  'organization the user is an active member of; empty or absent means the user’s personal organization.';

export const X_REQUEST_ID_TEXT =
  `The action's idempotency key, matching \`${REQUEST_ID_PATTERN.source}\` (another shape is 400, code ` +
  `${ERROR_CODES.MALFORMED_REQUEST.code}). The server stores the action once per id and answers a retry with the same id ` +
  'with what it stored; keep the id across retries of one action, while X-Time and X-Nonce are fresh on every attempt.';

function errorTable(): string {
  const rows = Object.entries(ERROR_CODES).map(([name, e]) => `| ${e.code} | ${e.status} | \`${name}\` | ${e.message} |`);
  return ['| code | HTTP | name | message |', '|---|---|---|---|', ...rows].join('\n');
}

function rateLimitText(limits: ServedLimits): string {
  const api =
    limits.rateLimitMax > 0
      ? `This server allows ${limits.rateLimitMax} requests per ${seconds(limits.rateLimitWindowMs)} per client address ` +
        '(an IPv4 address, or the /64 network of an IPv6 one), cached answers included.'
      : 'This server is configured without a general rate limit (`RATE_LIMIT_MAX=0`).';
  const f = limits.forms;
  return [
    api,
    'Every answer carries `x-ratelimit-limit`, `x-ratelimit-remaining` and `x-ratelimit-reset` (seconds until the',
    `window ends); past the limit the answer is 429 (code ${ERROR_CODES.RATE_LIMITED.code}) with \`Retry-After\`.`,
    `The public forms have their own limits: ${f.perFormPerAddress} submissions of one form and ${f.perAddress} of all`,
    `forms per client address per ${minutes(f.windowMs)}; their 429 names the form (\`form\`).`,
  ].join('\n');
}

/** The document's description: the rules every operation follows. */
export function apiDescription(limits: ServedLimits): string {
  return [
    "Hashvale's HTTP API, generated from the API contract of the server that serves it. Every example answer was",
    'captured from a server with its sample data. A trailing slash is accepted on every path. Exact amounts are',
    'decimal strings; times are epoch milliseconds unless a field says otherwise. The websockets are described by',
    'the AsyncAPI document at `/api/v2/asyncapi.json`.',
    '',
    '## Signing',
    '',
    'Operations with the `hmacSignature` security requirement must be signed; the others are public, and signing',
    'headers sent to them are ignored.',
    '',
    SIGNING_TEXT,
    '',
    `- **X-Time**: ${X_TIME_TEXT}`,
    `- **X-Nonce**: ${X_NONCE_TEXT}`,
    `- **X-Organization-Id**: ${X_ORGANIZATION_TEXT}`,
    '',
    'The server checks in this order and answers the first failure: headers, key, signature and organization',
    `(401, code ${ERROR_CODES.INVALID_SESSION.code}); the time (412, code ${ERROR_CODES.TIME_SKEW.code}, with \`serverTime\`);`,
    `the nonce (401, code ${ERROR_CODES.NONCE_REUSED.code}); then the operation's parameters (400, code`,
    `${ERROR_CODES.INVALID_PARAMETER.code}). An unsigned caller so learns nothing of a signed operation's parameters.`,
    '',
    '## Idempotency: X-Request-Id',
    '',
    `${X_REQUEST_ID_TEXT} The operations that store it list it as a header parameter; without it every request`,
    'is new.',
    '',
    '## Errors',
    '',
    'Every 4xx and 5xx answer carries the `ErrorBody`: `{"error_id": "<uuid>", "errors": [{"code", "message"}]}`;',
    'quote the `error_id` when asking for help. The codes:',
    '',
    errorTable(),
    '',
    '## Rate limits',
    '',
    rateLimitText(limits),
    '',
    '## Caching',
    '',
    'Public reference data is answered with `Cache-Control: public, max-age=N` and an `ETag`; an `If-None-Match`',
    'naming the current tag is answered 304. Every other answer, and every error, is `Cache-Control: no-store`.',
  ].join('\n');
}
