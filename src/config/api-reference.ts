/**
 * The API reference of /software-developers/api, read from the OpenAPI
 * document the server serves (api/v2/openapi.json, built from the contract:
 * docs/developer-portal.md). Plain data in, plain data out: the server
 * renders the pages with it (page data), and the browser computes the same
 * from the document when it draws the page itself (offline, from the
 * worker's copy). No schema of src/config/api/ is imported: the document
 * carries them as JSON.
 */
import { API, type ApiEndpoint, type ApiName } from './api-contract.js';

export type JsonSchema = { readonly [key: string]: unknown };

export interface ReferenceOperation {
  readonly name: string;
  readonly method: string;
  /** With its leading slash and `{name}` placeholders, as the document writes it. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly signed: boolean;
  /** False for a signed call that carries no X-Organization-Id (a user-level call). */
  readonly organizationScoped: boolean;
  readonly cacheTtlSeconds?: number;
  readonly websocket: boolean;
  readonly deprecated: boolean;
}

export interface ReferenceGroup {
  readonly tag: string;
  readonly description: string;
  readonly operations: readonly ReferenceOperation[];
}

export interface ReferenceIndex {
  /** Where clients reach the server (the document's first server). */
  readonly serverUrl: string;
  readonly groups: readonly ReferenceGroup[];
}

export interface ReferenceParameter {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly description?: string;
  readonly schema: JsonSchema;
}

export interface ReferenceError {
  readonly status: string;
  readonly description: string;
}

export interface ReferenceOperationDetail extends ReferenceOperation {
  readonly serverUrl: string;
  readonly description?: string;
  readonly parameters: readonly ReferenceParameter[];
  /** The request headers besides the signature's (X-Request-Id for an idempotent call). */
  readonly idempotent: boolean;
  readonly body?: { readonly mediaType: string; readonly schema: JsonSchema };
  readonly answer?: {
    readonly status: string;
    readonly mediaType?: string;
    readonly description: string;
    readonly schema?: JsonSchema;
    readonly example?: string;
  };
  readonly errors: readonly ReferenceError[];
}

/** An example answer longer than this is cut on the page (the document keeps it whole). */
export const EXAMPLE_TEXT_MAX_CHARS = 6000;

type Json = { readonly [key: string]: unknown };
interface Operation extends Json {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: unknown[];
  parameters?: Json[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Json>;
}

const obj = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

/** Each operation of the document with its path and method, in the document's order. */
function operationsOf(doc: unknown): Array<{ path: string; method: string; op: Operation }> {
  return Object.entries(obj(obj(doc).paths)).flatMap(([path, methods]) =>
    Object.entries(obj(methods)).map(([method, op]) => ({ path, method: method.toUpperCase(), op: obj(op) as Operation })),
  );
}

/** A local `$ref` (`#/components/...`) followed once; anything else as it is. */
function resolve(doc: unknown, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, part) => obj(at[part]), obj(doc));
}

const serverUrlOf = (doc: unknown): string => String(obj((obj(doc).servers as unknown[] | undefined)?.[0]).url ?? '');

function summaryOf(path: string, method: string, op: Operation): ReferenceOperation {
  const name = op.operationId ?? `${method} ${path}`;
  const entry: ApiEndpoint | undefined = Object.hasOwn(API, name) ? API[name as ApiName] : undefined;
  const signed = (op.security ?? []).length > 0;
  const headers = (op.parameters ?? []).map((p) => String(p.$ref ?? ''));
  return {
    name,
    method,
    path,
    summary: op.summary ?? '',
    tag: op.tags?.[0] ?? '',
    signed,
    organizationScoped: signed && headers.some((ref) => ref.endsWith('/XOrganizationId')),
    ...(entry?.cacheTtlSeconds === undefined ? {} : { cacheTtlSeconds: entry.cacheTtlSeconds }),
    websocket: entry?.websocket === true,
    deprecated: op.deprecated === true,
  };
}

/** Every operation, grouped by its first tag in the document's order of tags. */
export function referenceIndex(doc: unknown): ReferenceIndex {
  const operations = operationsOf(doc).map(({ path, method, op }) => summaryOf(path, method, op));
  const tags = ((obj(doc).tags as Json[] | undefined) ?? []).map((t) => ({ tag: String(t.name), description: String(t.description ?? '') }));
  const known = new Set(tags.map((t) => t.tag));
  const stray = [...new Set(operations.map((o) => o.tag).filter((t) => !known.has(t)))].map((tag) => ({ tag, description: '' }));
  const groups = [...tags, ...stray].map((t) => ({ ...t, operations: operations.filter((o) => o.tag === t.tag) })).filter((g) => g.operations.length > 0);
  return { serverUrl: serverUrlOf(doc), groups };
}

function exampleText(example: unknown): string | undefined {
  if (example === undefined) return undefined;
  const text = JSON.stringify(example, null, 2);
  return text.length > EXAMPLE_TEXT_MAX_CHARS ? `${text.slice(0, EXAMPLE_TEXT_MAX_CHARS)}\n…` : text;
}

function answerOf(doc: unknown, responses: Record<string, Json>): ReferenceOperationDetail['answer'] {
  const status = Object.keys(responses).find((s) => /^[12]\d\d$/.test(s));
  if (status === undefined) return undefined;
  const response = resolve(doc, obj(responses[status]));
  const [mediaType, media] = Object.entries(obj(response.content))[0] ?? [];
  const content = obj(media);
  const example = exampleText(content.example);
  return {
    status,
    description: String(response.description ?? ''),
    ...(mediaType === undefined ? {} : { mediaType }),
    ...(content.schema === undefined ? {} : { schema: obj(content.schema) }),
    ...(example === undefined ? {} : { example }),
  };
}

/** One operation with its parameters, body, answer and errors; undefined when the document has no such operation. */
export function operationDetail(doc: unknown, name: string): ReferenceOperationDetail | undefined {
  const found = operationsOf(doc).find(({ op }) => op.operationId === name);
  if (!found) return undefined;
  const { path, method, op } = found;
  const parameters = (op.parameters ?? [])
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => ({
      name: String(p.name),
      in: p.in as 'path' | 'query',
      required: p.required === true,
      ...(typeof p.description === 'string' ? { description: p.description } : {}),
      schema: obj(p.schema),
    }));
  const [bodyType, bodyMedia] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const responses = op.responses ?? {};
  const answer = answerOf(doc, responses);
  const errors = Object.entries(responses)
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .map(([status, response]) => ({ status, description: String(resolve(doc, response).description ?? '') }));
  return {
    ...summaryOf(path, method, op),
    serverUrl: serverUrlOf(doc),
    ...(op.description ? { description: op.description } : {}),
    parameters,
    idempotent: (op.parameters ?? []).some((p) => String(p.$ref ?? '').endsWith('/XRequestId')),
    ...(bodyType === undefined ? {} : { body: { mediaType: bodyType, schema: obj(bodyMedia?.schema) } }),
    ...(answer ? { answer } : {}),
    errors,
  };
}

/** The groups with only the operations whose name, method, path, summary or tag hold every word of `query` (any case). */
export function filterReference(groups: readonly ReferenceGroup[], query: string): ReferenceGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (o: ReferenceOperation) => {
    const text = `${o.name} ${o.method} ${o.path} ${o.summary} ${o.tag}`.toLowerCase();
    return words.every((w) => text.includes(w));
  };
  return groups.map((g) => ({ ...g, operations: g.operations.filter(matches) })).filter((g) => g.operations.length > 0);
}
