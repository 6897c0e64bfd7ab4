/**
 * The OpenAPI 3.1 document of the API, generated from the route table
 * (src/config/api-contract.ts) and its shapes (src/config/api/): one
 * operation per entry, named after it, with the signing scheme, the error
 * answers and an example answer captured from the real server
 * (examples.json). Served at api/v2/openapi.json (routes/api-docs.ts).
 */
import { API, API_ENDPOINTS } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import { ErrorBody } from '../../../src/config/api/common.js';
import { API_TAGS } from '../../../src/config/api/shape.js';
import { apiDescription, SIGNING_TEXT, type ServedLimits } from './api-guide.js';
import type { CapturedExamples } from './examples.js';
import { errorResponseComponents } from './openapi-errors.js';
import { HEADER_PARAMETERS, operationOf, SIGNATURE_SCHEME } from './openapi-operation.js';
import { toJsonSchema } from './json-schema.js';

const OPENAPI_VERSION = '3.1.0';
/** The API's own version, as its paths name it (api/v2). */
export const API_VERSION = '2';

export interface OpenApiOptions {
  /** Where clients reach this server (PUBLIC_URL). */
  readonly publicUrl: string;
  readonly limits: ServedLimits;
  readonly examples: CapturedExamples;
}

/** The absolute URL of an entry without path parameters. */
export function documentUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${path}`;
}

export function buildOpenApi(options: OpenApiOptions): Record<string, unknown> {
  const asyncApiUrl = documentUrl(options.publicUrl, API.asyncApi.path);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of API_ENDPOINTS) {
    const operation = operationOf(entry, API_SHAPES[entry.name], { asyncApiUrl, example: options.examples.operations[entry.name] });
    (paths[`/${entry.path}`] ??= {})[entry.method.toLowerCase()] = operation;
  }
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Hashvale API', version: API_VERSION, description: apiDescription(options.limits) },
    servers: [{ url: options.publicUrl.replace(/\/$/, ''), description: 'This server' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ErrorBody: toJsonSchema(ErrorBody) },
      responses: errorResponseComponents(),
      parameters: HEADER_PARAMETERS,
      securitySchemes: { [SIGNATURE_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-Auth', description: SIGNING_TEXT } },
    },
  };
}
