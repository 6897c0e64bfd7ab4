/**
 * Registers a route from its contract entry: method, URL and `config`
 * (signed, cacheTtlSeconds) from the route table (src/config/api-contract.ts),
 * and the schemas of its params, query, body and answers from its shape
 * (src/config/api/). A route module writes only what the entry cannot say:
 *
 *   contractRoute(app, API.currencies, { handler: async () => ({ currencies: … }) });
 *
 * Types come through @fastify/type-provider-typebox: the handler's
 * `request.params`, `request.query` and `request.body` and its return value
 * are the entry's, so no part of a request is ever cast.
 */
import { permissionOf } from '../../../src/config/api-permissions.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import { routePattern, type ApiEntry, type ApiName } from '../../../src/config/api-contract.js';
import { API_SHAPES, type ShapeOf } from '../../../src/config/api/index.js';
import type { EndpointShape } from '../../../src/config/api/shape.js';
import { ApiError } from './api-error.js';

type Part<N extends ApiName, K extends keyof EndpointShape> = ShapeOf<N> extends { readonly [P in K]: infer S extends TSchema } ? S : undefined;
/** A body the handler checks itself (a form) is not validated by Fastify, so the handler sees `unknown`. */
type BodySchema<N extends ApiName> =
  ShapeOf<N> extends { readonly bodyCheckedBy: 'handler' } | { readonly bodyMediaType: string } ? undefined : Part<N, 'body'>;

/** The Fastify schema of an entry, as the type provider reads it. */
export interface ContractSchema<N extends ApiName> extends FastifySchema {
  params: Part<N, 'params'>;
  querystring: Part<N, 'query'>;
  body: BodySchema<N>;
  response: ShapeOf<N>['answers'];
}

type Options<N extends ApiName> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  ContractSchema<N>,
  TypeBoxTypeProvider
>;

/** What a route module gives besides its entry: the handler, hooks, a body limit. */
export type ContractRouteOptions<N extends ApiName> = Omit<Options<N>, 'schema' | 'config' | 'websocket'>;

/** The request a contract route's handler and hooks get. */
export type ContractRequest<N extends ApiName> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  ContractSchema<N>,
  TypeBoxTypeProvider
>;

/** The Fastify schema of a shape: what Ajv validates and fast-json-stringify writes. */
export function fastifySchemaOf(shape: EndpointShape): FastifySchema {
  const checksBody = shape.body !== undefined && shape.bodyCheckedBy === undefined && shape.bodyMediaType === undefined;
  // A file's bytes or a socket's upgrade are not JSON: no serializer.
  const json = shape.mediaType === undefined && !(101 in shape.answers);
  return {
    ...(shape.params ? { params: shape.params } : {}),
    ...(shape.query ? { querystring: shape.query } : {}),
    ...(checksBody ? { body: shape.body } : {}),
    ...(json ? { response: shape.answers } : {}),
  };
}

/** What the entry fixes of a route: method, URL, `config` (signing, cache time) and schemas. */
function fromEntry(endpoint: ApiEntry<ApiName>) {
  const permission = permissionOf(endpoint.name);
  const config = {
    signed: endpoint.signed,
    ...(endpoint.cacheTtlSeconds === undefined ? {} : { cacheTtlSeconds: endpoint.cacheTtlSeconds }),
    ...(permission === undefined ? {} : { permission }),
  };
  return { method: endpoint.method, url: routePattern(endpoint), config, schema: fastifySchemaOf(API_SHAPES[endpoint.name]) };
}

/** Registers the route of a contract entry with the options a route module gives. */
export function contractRoute<N extends ApiName>(app: FastifyInstance, endpoint: ApiEntry<N>, options: ContractRouteOptions<N>): void {
  // Here the entry's types meet Fastify's registration, which cannot see them.
  app.route({ ...options, ...fromEntry(endpoint) } as unknown as RouteOptions);
}

/** What a websocket route module gives: the socket handler and the hooks before the upgrade. */
export interface ContractStreamOptions<N extends ApiName, Socket> {
  preValidation?: (request: ContractRequest<N>) => Promise<void>;
  handler: (socket: Socket, request: ContractRequest<N>) => void;
}

/**
 * Registers the upgrade route of a websocket entry (`websocket: true`), with
 * its params checked as the shape says; a plain request there is answered
 * 426 with the error body.
 */
export function contractStream<N extends ApiName, Socket>(app: FastifyInstance, endpoint: ApiEntry<N>, options: ContractStreamOptions<N, Socket>): void {
  const { handler, ...hooks } = options;
  const plain = async () => {
    throw new ApiError('UPGRADE_REQUIRED');
  };
  app.route({ ...hooks, ...fromEntry(endpoint), wsHandler: handler, handler: plain } as unknown as RouteOptions);
}
