/**
 * One operation of the OpenAPI document, made from a route-table entry and
 * its shape: parameters, body, answers with their captured example, the
 * error answers and the signing requirement.
 */
import type { TObject } from '@sinclair/typebox';
import type { ApiEntry } from '../../../src/config/api-contract.js';
import type { EndpointShape } from '../../../src/config/api/shape.js';
import { UUID_PATTERN } from '../../../src/config/api/params.js';
import { X_NONCE_PATTERN, X_TIME_PATTERN } from '../plugins/signing.js';
import { REQUEST_ID_PATTERN } from '../lib/request-id.js';
import { X_NONCE_TEXT, X_ORGANIZATION_TEXT, X_REQUEST_ID_TEXT, X_TIME_TEXT } from './api-guide.js';
import { errorResponsesOf } from './openapi-errors.js';
import { toJsonSchema } from './json-schema.js';

const JSON_MEDIA_TYPE = 'application/json';
/** The security scheme of signed operations (components.securitySchemes). */
export const SIGNATURE_SCHEME = 'hmacSignature';

/** The request headers of signing and idempotency, as `components.parameters`. */
export const HEADER_PARAMETERS = {
  XTime: { name: 'X-Time', in: 'header', required: true, description: X_TIME_TEXT, schema: { type: 'string', pattern: X_TIME_PATTERN.source } },
  XNonce: { name: 'X-Nonce', in: 'header', required: true, description: X_NONCE_TEXT, schema: { type: 'string', pattern: X_NONCE_PATTERN.source } },
  XOrganizationId: {
    name: 'X-Organization-Id',
    in: 'header',
    required: false,
    description: X_ORGANIZATION_TEXT,
    // Empty is allowed: a login session acts for the user's personal organization.
    schema: { type: 'string', anyOf: [{ maxLength: 0 }, { pattern: UUID_PATTERN }] },
  },
  XRequestId: {
    name: 'X-Request-Id',
    in: 'header',
    required: false,
    description: X_REQUEST_ID_TEXT,
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
  },
} as const;
const headerRef = (name: keyof typeof HEADER_PARAMETERS) => ({ $ref: `#/components/parameters/${name}` });

export interface OperationContext {
  /** Where the AsyncAPI document is served, absolute (an operation's externalDocs). */
  readonly asyncApiUrl: string;
  /** The answer captured from the server with sample data, if any (examples.json). */
  readonly example: unknown;
}

function parametersOf(schema: TObject | undefined, where: 'path' | 'query'): Array<Record<string, unknown>> {
  if (!schema) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = toJsonSchema(property);
    // A parameter the server fills in (withDefault) is optional for a client, whatever its schema's `required`.
    const optional = where === 'query' && (!required.has(name) || 'default' in rest);
    return { name, in: where, required: !optional, ...(description ? { description } : {}), schema: rest };
  });
}

const takesRequestId = (shape: EndpointShape) => shape.idempotent === true;

function headersOf(entry: ApiEntry, shape: EndpointShape) {
  const signing = entry.signed ? [headerRef('XTime'), headerRef('XNonce')] : [];
  const organization = entry.signed && entry.organizationScoped !== false ? [headerRef('XOrganizationId')] : [];
  return [...signing, ...organization, ...(takesRequestId(shape) ? [headerRef('XRequestId')] : [])];
}

function cacheHeaders(ttl: number) {
  return {
    'Cache-Control': { description: `public, max-age=${ttl}`, schema: { type: 'string' } },
    ETag: { description: 'The tag to send back in If-None-Match.', schema: { type: 'string' } },
  };
}

function successResponses(entry: ApiEntry, shape: EndpointShape, context: OperationContext) {
  const ttl = entry.cacheTtlSeconds;
  const answers = Object.entries(shape.answers).map(([status, schema]) => {
    if (status === '101') {
      return [status, { description: `Switching Protocols: the socket is open. Its messages are in the AsyncAPI document (${context.asyncApiUrl}).` }];
    }
    const { description = ttl === undefined ? 'The answer.' : `The answer, public and cached for ${ttl} s.`, ...rest } = toJsonSchema(schema);
    const example = context.example === undefined ? {} : { example: context.example };
    return [
      status,
      {
        description: String(description),
        ...(ttl === undefined ? {} : { headers: cacheHeaders(ttl) }),
        content: { [shape.mediaType ?? JSON_MEDIA_TYPE]: { schema: rest, ...example } },
      },
    ];
  });
  const notModified = ttl === undefined ? [] : [['304', { description: 'Not Modified: the ETag sent in If-None-Match is still current.' }]];
  return Object.fromEntries([...answers, ...notModified]);
}

function requestBodyOf(shape: EndpointShape) {
  if (!shape.body) return {};
  return { requestBody: { required: true, content: { [shape.bodyMediaType ?? JSON_MEDIA_TYPE]: { schema: toJsonSchema(shape.body) } } } };
}

/** The operation of a route-table entry. */
export function operationOf(entry: ApiEntry, shape: EndpointShape, context: OperationContext): Record<string, unknown> {
  const parameters = [...parametersOf(shape.params, 'path'), ...parametersOf(shape.query, 'query'), ...headersOf(entry, shape)];
  const websocket = entry.websocket === true;
  return {
    operationId: entry.name,
    summary: shape.summary,
    ...(shape.description ? { description: shape.description } : {}),
    tags: [...shape.tags],
    ...(shape.deprecated ? { deprecated: true } : {}),
    ...(websocket ? { externalDocs: { description: 'The messages of this stream (AsyncAPI 3.0)', url: context.asyncApiUrl } } : {}),
    security: entry.signed ? [{ [SIGNATURE_SCHEME]: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBodyOf(shape),
    responses: { ...successResponses(entry, shape, context), ...errorResponsesOf(entry, shape) },
  };
}
