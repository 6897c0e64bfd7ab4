/**
 * A schemathesis-style run over the API contract: for each operation,
 * requests drawn from its shapes — mostly valid, some near-misses — sent as
 * the real clients send them, and three properties of every answer: no 5xx;
 * the answer on its schema (a 2xx on the operation's, an error on ErrorBody);
 * and no valid request refused by a schema (which would mean the route checks
 * a shape other than the contract's). Refusals of valid requests for the
 * handler's own reasons (an unknown market, a case that does not exist) are
 * counted, not failed. The hostile fuzz beside it (run-fuzz.ts) sends what no
 * schema describes; this one walks the edges the schemas do describe.
 */
import type { TObject } from '@sinclair/typebox';
import fc from 'fast-check';
import { API_ENDPOINTS, type ApiEntry, type ApiName } from '../../../src/config/api-contract.js';
import { API_SHAPES } from '../../../src/config/api/index.js';
import type { EndpointShape } from '../../../src/config/api/shape.js';
import { fieldErrors } from '../../../src/config/forms/index.js';
import { answerMismatch } from '../answer-check.js';
import { validValue, type SchemaNode } from './schema-arbitraries.js';
import { schemaRefusal } from './schema-check.js';
import { nearMiss } from './schema-near-misses.js';

export interface Operation {
  entry: ApiEntry<ApiName>;
  shape: EndpointShape;
}

const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];

function skipReason({ entry, shape }: Operation): string | undefined {
  if (entry.websocket) return 'a websocket upgrade';
  if (shape.bodyMediaType) return `its body is ${shape.bodyMediaType}, not JSON`;
  return undefined;
}

const ALL: Operation[] = API_ENDPOINTS.map((entry) => ({ entry, shape: API_SHAPES[entry.name] as EndpointShape }));
export const OPERATIONS = ALL.filter((op) => !skipReason(op));
export const SKIPPED = ALL.flatMap((op) => (skipReason(op) ? [`${op.entry.name} (${skipReason(op)})`] : []));

/** A partial params, query or body the valid generator lays over a drawn one (contract-seeds.ts). */
export type Seed = Record<string, unknown>;
export interface PartSeeds {
  params?: Seed[];
  query?: Seed[];
  body?: Seed[];
}

export interface DrawnRequest {
  valid: boolean;
  /** "valid", or the part and what its near-miss broke. */
  what: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

/** Why a seed could not be laid over a part: a property the part lacks, or a value its schema refuses. */
export function seedProblems({ shape }: Operation, seeds: PartSeeds): string[] {
  return PARTS.flatMap((part) =>
    (seeds[part] ?? []).flatMap((seed) =>
      Object.entries(seed).flatMap(([key, value]) => {
        const schema = (shape[part] as { properties?: Record<string, SchemaNode> } | undefined)?.properties?.[key];
        const refused = schema ? schemaRefusal(schema, value) : 'no such property';
        return refused ? [`${part}.${key} = ${JSON.stringify(value)?.slice(0, 80)}: ${refused}`] : [];
      }),
    ),
  );
}

function validPart(schema: SchemaNode | undefined, seeds: Seed[] | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const drawn = validValue(schema);
  if (!seeds?.length) return drawn;
  return fc.oneof(
    drawn,
    fc.tuple(drawn, fc.constantFrom(...seeds)).map(([value, seed]) => ({ ...(value as object), ...seed })),
  );
}

/** Three valid requests to one near-miss, each near-miss breaking one thing in one part. */
export function requestArbitrary(op: Operation, seeds: PartSeeds): fc.Arbitrary<DrawnRequest> {
  const schemaOf = (part: Part) => op.shape[part] as SchemaNode | undefined;
  const valid = fc.record({
    params: validPart(schemaOf('params'), seeds.params).map((v) => (v ?? {}) as Record<string, unknown>),
    query: validPart(schemaOf('query'), seeds.query).map((v) => (v ?? {}) as Record<string, unknown>),
    body: validPart(schemaOf('body'), seeds.body),
  });
  const misses = PARTS.flatMap((part) => {
    const schema = schemaOf(part);
    const miss = schema && nearMiss(schema, { whole: part === 'body' });
    return miss ? [fc.tuple(valid, miss).map(([v, m]): DrawnRequest => ({ ...v, [part]: m.value, valid: false, what: `${part}: ${m.what}` }))] : [];
  });
  const validRequest = valid.map((v): DrawnRequest => ({ ...v, valid: true, what: 'valid' }));
  return misses.length ? fc.oneof({ weight: 3, arbitrary: validRequest }, { weight: 1, arbitrary: fc.oneof(...misses) }) : validRequest;
}

/** What URLSearchParams and fetch do to an unpaired surrogate: U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** The path with its placeholders filled, each value percent-encoded as one segment. */
export const pathOf = (entry: ApiEntry, params: Record<string, unknown>) =>
  `/${entry.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(wellFormed(String(params[name] ?? ''))))}`;

/** The URL as the app's client builds it (src/lib/api/paths.ts): segments percent-encoded, the query without null or undefined. */
export function urlOf(entry: ApiEntry, request: DrawnRequest): string {
  const path = pathOf(entry, request.params);
  const pairs = Object.entries(request.query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v] as const));
  const query = new URLSearchParams(pairs.filter(([, v]) => v !== undefined && v !== null).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** Calls that store an action once per X-Request-Id (forms, new cases, replies): each request gets a fresh one. */
export const takesRequestId = ({ shape }: Operation) => shape.idempotent === true;
/** Forms: a valid body needs a solved captcha to get past the handler. */
export const needsCaptcha = ({ shape }: Operation) =>
  shape.bodyCheckedBy === 'handler' && 'captcha' in ((shape.body as { properties?: object }).properties ?? {});

export interface Answer {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Why a 400 to a valid request came from a schema, or undefined when the
 * handler refused it for a reason of its own. Fastify's validation says
 * "Invalid querystring: …"; a body the handler checks (a form) is refused per
 * field by the form's own check (fieldErrors), which is asked here directly,
 * since a field message alone does not tell the schema's from the handler's.
 */
export function schemaReason(op: Operation, request: DrawnRequest, answer: Answer): string | undefined {
  if (answer.status !== 400) return undefined;
  const message = (JSON.parse(answer.body) as { errors?: Array<{ message?: string }> }).errors?.[0]?.message ?? '';
  if (/^Invalid (params|querystring|body|headers)\b/.test(message)) return message;
  if (op.shape.bodyCheckedBy !== 'handler') return undefined;
  const refused = fieldErrors(op.shape.body as TObject, request.body);
  return refused.length ? `${message}: ${refused.map((f) => `${f.field} ${f.message}`).join(', ')}` : undefined;
}

export interface Problem {
  kind: 'server error' | 'off its schema' | 'refused by a schema';
  message: string;
}

/** What an answer breaks of the three properties, or undefined. */
export function answerProblem(op: Operation, request: DrawnRequest, answer: Answer): Problem | undefined {
  const sent = `${op.entry.method} ${answer.url.slice(0, 300)} (${request.what}) body ${JSON.stringify(request.body)?.slice(0, 300)}`;
  if (answer.status >= 500) return { kind: 'server error', message: `${answer.status} ${answer.body.slice(0, 300)} for ${sent}` };
  const off = answerMismatch(op.entry.method, answer.url.split('?')[0]!, answer.status, answer.contentType, answer.body);
  if (off) return { kind: 'off its schema', message: `${off} for ${sent}` };
  const refused = request.valid ? schemaReason(op, request, answer) : undefined;
  return refused ? { kind: 'refused by a schema', message: `a valid request refused by a schema (${refused}) for ${sent}` } : undefined;
}
