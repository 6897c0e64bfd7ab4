/**
 * The contract's shapes: for every entry of the route table
 * (src/config/api-contract.ts), under the same name, the schemas of what
 * travels and the words of its documentation, grouped by area. The compiler
 * holds the two together: an entry without a shape, or a shape without an
 * entry, does not build.
 *
 * The server and the API documents import this module; the browser imports
 * its types only (`import type`, enforced by lint), so no schema reaches a
 * page's JavaScript (docs/api.md, "The contract").
 */
import type { Static, TObject, TOptional, TSchema } from '@sinclair/typebox';
import type { ApiName } from '../api-contract.js';
import { accountingShapes } from './accounting.js';
import { apiKeyShapes } from './api-keys.js';
import { changelogShapes } from './changelog.js';
import { contentShapes } from './content.js';
import { exchangeShapes } from './exchange.js';
import { formsShapes } from './forms.js';
import { liveShapes } from './live.js';
import { minerShapes } from './miner.js';
import { miningShapes } from './mining.js';
import { notificationShapes } from './notifications.js';
import { referenceShapes } from './reference.js';
import { sessionShapes } from './session.js';
import type { EndpointShape } from './shape.js';
import { statusShapes } from './status.js';
import { supportShapes } from './support.js';
import { systemShapes } from './system.js';

export const API_SHAPES = {
  ...systemShapes,
  ...changelogShapes,
  ...statusShapes,
  ...sessionShapes,
  ...apiKeyShapes,
  ...notificationShapes,
  ...referenceShapes,
  ...miningShapes,
  ...minerShapes,
  ...accountingShapes,
  ...contentShapes,
  ...exchangeShapes,
  ...liveShapes,
  ...formsShapes,
  ...supportShapes,
} as const satisfies { readonly [N in ApiName]: EndpointShape };

/** Fails to compile when a shape names no entry of the route table. */
type NoStrayShape<T> = Exclude<keyof T, ApiName> extends never ? true : ['shapes without an entry:', Exclude<keyof T, ApiName>];
const noStrayShape: NoStrayShape<typeof API_SHAPES> = true;
void noStrayShape;

export type ApiShapes = typeof API_SHAPES;
export type ShapeOf<N extends ApiName> = ApiShapes[N];

// -- The wire, as types: what a handler gets and returns, what a client sends and receives --

type PartOf<N extends ApiName, K extends 'params' | 'query' | 'body'> = ShapeOf<N> extends { readonly [P in K]: infer S extends TSchema } ? S : undefined;

/** The 200 answer of an entry (the type `api.call` resolves to). */
export type AnswerOf<N extends ApiName> = ShapeOf<N>['answers'] extends { readonly 200: infer S extends TSchema } ? Static<S> : never;
/** The path parameters, as the handler sees them. */
export type ParamsOf<N extends ApiName> = PartOf<N, 'params'> extends TSchema ? Static<PartOf<N, 'params'>> : undefined;
/** The query as the handler sees it (defaults filled in). */
export type QueryOf<N extends ApiName> = PartOf<N, 'query'> extends TSchema ? Static<PartOf<N, 'query'>> : undefined;
/** The body as the handler sees it. */
export type BodyOf<N extends ApiName> = PartOf<N, 'body'> extends TSchema ? Static<PartOf<N, 'body'>> : undefined;

/** A property a client may leave out: optional, or filled in by the server (withDefault). */
type LeftOut<S> = S extends TOptional<TSchema> ? true : S extends { readonly default: unknown } ? true : false;
type Flatten<T> = { [K in keyof T]: T[K] };
/** What a client sends for an object schema: defaulted properties become optional. */
type Sent<T extends TSchema> =
  T extends TObject<infer P>
    ? Flatten<
        { [K in keyof P as LeftOut<P[K]> extends true ? K : never]?: Static<P[K]> } & {
          [K in keyof P as LeftOut<P[K]> extends true ? never : K]: Static<P[K]>;
        }
      >
    : Static<T>;

/** The query a client sends (a defaulted parameter may be left out). */
export type SentQueryOf<N extends ApiName> = PartOf<N, 'query'> extends TSchema ? Sent<PartOf<N, 'query'>> : undefined;
