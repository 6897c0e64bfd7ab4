/**
 * The error answers of the OpenAPI document: one response component per group
 * of codes that share a status, all with the shared ErrorBody, and the groups
 * an operation can meet. Which codes an operation may answer follows the
 * shape's comment (src/config/api/shape.ts): those of every operation, those
 * of every signed one, and the shape's own `errors`.
 */
import type { ApiEntry } from '../../../src/config/api-contract.js';
import type { EndpointShape } from '../../../src/config/api/shape.js';
import { ERROR_CODES, type ErrorCodeName } from '../../../src/config/error-codes.js';
import { SIGNED_TIME_WINDOW_MS } from '../../../src/config/limits.js';
import { MINUTE_MS } from '../../../src/config/time.js';

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/** Any operation may answer these: a request it cannot read, a bad parameter, the rate limit, our own fault, a database outage. */
const EVERY_OPERATION: readonly ErrorCodeName[] = ['MALFORMED_REQUEST', 'INVALID_PARAMETER', 'RATE_LIMITED', 'INTERNAL', 'DATABASE_UNAVAILABLE'];
/** A signed operation may also refuse the signature, the nonce or the time. */
const EVERY_SIGNED_OPERATION: readonly ErrorCodeName[] = ['INVALID_SESSION', 'NONCE_REUSED', 'TIME_SKEW'];

interface ErrorResponse {
  readonly codes: readonly ErrorCodeName[];
  readonly why: string;
  readonly headers?: Record<string, unknown>;
}

const RATE_HEADERS = {
  'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
  'x-ratelimit-limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
  'x-ratelimit-remaining': { description: 'Requests left in this window.', schema: { type: 'integer' } },
  'x-ratelimit-reset': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
};

/** The response components, by name; each group's codes share one HTTP status. */
export const ERROR_RESPONSES = {
  BadRequest: {
    codes: ['MALFORMED_REQUEST', 'INVALID_PARAMETER'],
    why: 'The request could not be read (bad JSON, a malformed header), or a parameter broke its rule; a refused form field is listed in `fields`.',
  },
  InvalidSession: {
    codes: ['INVALID_SESSION', 'NONCE_REUSED'],
    why: 'The signature was refused (missing or malformed headers, an unknown key, a wrong signature, an organization the caller may not act for), or its nonce was used before.',
  },
  NotFound: { codes: ['NOT_FOUND'], why: 'No such record (or one of another organization: the answer does not tell which).' },
  Conflict: { codes: ['CASE_CLOSED'], why: 'The support case is closed: reopen it to reply.' },
  PayloadTooLarge: { codes: ['PAYLOAD_TOO_LARGE'], why: 'The body is larger than the operation accepts.' },
  UpgradeRequired: { codes: ['UPGRADE_REQUIRED'], why: 'A plain request to a websocket address: open it as a websocket (Upgrade: websocket).' },
  TimeSkew: {
    codes: ['TIME_SKEW'],
    why: `X-Time is more than ${SIGNED_TIME_WINDOW_MS / MINUTE_MS} minutes from the server's time. The body carries \`serverTime\`: correct the clock offset and sign again with a fresh nonce.`,
  },
  RateLimited: { codes: ['RATE_LIMITED'], why: 'Too many requests from this address in the window.', headers: RATE_HEADERS },
  Internal: { codes: ['INTERNAL'], why: 'Our fault: logged under the error_id, with no detail in the answer.' },
  Unavailable: {
    codes: ['DATABASE_UNAVAILABLE', 'CANDLES_BUSY'],
    why: 'Unavailable for now (the database cannot be reached, or too many long candle ranges are being built): ask again after Retry-After seconds.',
    headers: { 'Retry-After': { description: 'Seconds to wait before asking again.', schema: { type: 'integer' } } },
  },
} as const satisfies Record<string, ErrorResponse>;
export type ErrorResponseName = keyof typeof ERROR_RESPONSES;

const statusOf = (response: ErrorResponse) => ERROR_CODES[response.codes[0]!].status;

/** Fixed values for the examples: a real answer carries a fresh uuid and the time of the answer. */
const EXAMPLE_ERROR_ID = '6f1c2b9e-0d1f-4c1a-9a43-6f0f0b1d2c3e';
const EXAMPLE_SERVER_TIME = Date.UTC(2026, 10, 27, 12);

function example(response: ErrorResponse): Record<string, unknown> {
  const first = ERROR_CODES[response.codes[0]!];
  return {
    error_id: EXAMPLE_ERROR_ID,
    errors: [{ code: first.code, message: first.message }],
    ...(response.codes.includes('TIME_SKEW') ? { serverTime: EXAMPLE_SERVER_TIME } : {}),
  };
}

function responseOf(response: ErrorResponse) {
  const codes = response.codes.map((c) => `${ERROR_CODES[c].code} (${ERROR_CODES[c].message})`).join(', ');
  return {
    description: `${response.why} Codes: ${codes}.`,
    ...(response.headers ? { headers: response.headers } : {}),
    content: { 'application/json': { schema: ERROR_BODY_REF, example: example(response) } },
  };
}

/** The `components.responses` of the document. */
export function errorResponseComponents(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, response]: [string, ErrorResponse]) => {
      if (response.codes.some((c) => ERROR_CODES[c].status !== statusOf(response))) throw new Error(`${name}: its codes answer different statuses`);
      return [name, responseOf(response)];
    }),
  );
}

/** The error answers of one operation, by status: references to the components, inline for a code no component covers. */
export function errorResponsesOf(entry: ApiEntry, shape: EndpointShape): Record<string, unknown> {
  const codes = new Set<ErrorCodeName>([...EVERY_OPERATION, ...(entry.signed ? EVERY_SIGNED_OPERATION : []), ...(shape.errors ?? [])]);
  const named = Object.entries(ERROR_RESPONSES) as Array<[ErrorResponseName, ErrorResponse]>;
  const used = named.filter(([, r]) => r.codes.some((c) => codes.has(c)));
  const responses: Record<string, unknown> = Object.fromEntries(used.map(([name, r]) => [String(statusOf(r)), { $ref: `#/components/responses/${name}` }]));
  // A shape may name an error no component covers yet: it still gets its answer, rather than a document that cannot be built at start.
  const covered = new Set(used.flatMap(([, r]) => r.codes));
  for (const code of [...codes].filter((c) => !covered.has(c))) {
    responses[String(ERROR_CODES[code].status)] ??= responseOf({ codes: [code], why: `${ERROR_CODES[code].message}.` });
  }
  return responses;
}
