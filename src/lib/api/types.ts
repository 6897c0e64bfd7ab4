/**
 * Options and hooks of the API client, and the types of a call, all taken
 * from the contract: an entry's name leads to its shapes (src/config/api/),
 * which give what it sends and what it answers (docs/api-client.md).
 */
import type { API, ApiEndpoint, ApiName } from '../../config/api-contract';
// Types only: the shapes' schemas stay out of the browser's bundle (docs/api-client.md).
import type { AnswerOf, BodyOf, ParamsOf, SentQueryOf, ShapeOf } from '../../config/api';
import type { ApiError } from './api-error';
import type { PathParams, Query } from './paths';

/** What signs the calls of a signed-in browser (or an API key). */
export interface ApiSession {
  key: string;
  secret: string;
  /** The organization the user acts for; sent on organization-scoped calls. */
  organizationId: string | null;
  /** A login is being verified: no X-Organization-Id yet (spec section 6). */
  verifying: boolean;
  /**
   * A logout is under way: only the call that ends the session goes out
   * signed; any other signed call is refused here, as cancelled, since the
   * server would answer it 401 a moment later.
   */
  ending?: boolean;
}

/** App-wide reactions to answers, wired by the app at startup (the client imports no feature). */
export interface ApiHooks {
  /** Every answer's headers, error answers included (maintenance flags). */
  onResponseHeaders?(headers: Headers): void;
  /** A 429: the rate-limit flag; the server's Retry-After when it sent one. */
  onRateLimited?(retryAfterMs: number | undefined): void;
  /** A 401 that forces a logout (see failure-rules.ts). */
  onForcedLogout?(error: ApiError): void;
  /** An error notification for calls that ask for one. */
  notifyError?(message: string): void;
}

export interface ApiClientConfig {
  /** API origin; "" (default) is the page's own origin. */
  host: string;
  session: () => ApiSession | null;
  /** X-User-Lang. */
  language: () => string;
  /** X-User-Agent. */
  clientDescription: () => string;
  hooks: ApiHooks;
}

export interface ApiClientOptions extends Partial<ApiClientConfig> {
  /** The fetch to use; tests pass a fake, the app the global one. */
  fetch?: typeof globalThis.fetch;
  /** Local clock; tests use fake timers. */
  now?: () => number;
}

/**
 * How a failed call tells the user:
 * - 'request-failed': an error notice with the server's error message, else the general request-failed text
 *   (wallet, currency and rate calls);
 * - 'error-message': an error notice with the server's error message, else the error's own message (exchange info).
 */
export type FailureNotice = 'request-failed' | 'error-message';

/** What every call may pass, whatever its entry: how it behaves, nothing that travels. */
export interface CallBehaviour<F = never> {
  notify?: FailureNotice;
  /** Given: a failure resolves to this instead of throwing, silently (prices, content, guides). */
  fallback?: F;
  /** The action's idempotency key; one is made per call when absent. */
  requestId?: string;
  signal?: AbortSignal;
  /** ofetch retries for GET (default 1) on 408/409/425/5xx. */
  retry?: number;
}

/** The entries `api.call` takes: every one but the live streams (src/lib/live/ opens those). */
export type CallableName = { [N in ApiName]: (typeof API)[N] extends { readonly websocket: true } ? never : N }[ApiName];

/** An entry whose answer is bytes (a file or picture): its shape names a media type. */
type IsMedia<N extends ApiName> = ShapeOf<N> extends { readonly mediaType: string } ? true : false;

/** Nothing in T is required. */
type AllOptional<T> = Partial<T> extends T ? true : false;

/** One part of the wire: absent when the entry has none; else required, or optional when `always` is false and nothing in it is required. */
type Part<K extends string, T, Always extends boolean> = [T] extends [undefined]
  ? { readonly [P in K]?: never }
  : Always extends true
    ? { readonly [P in K]: T }
    : AllOptional<T> extends true
      ? { readonly [P in K]?: T }
      : { readonly [P in K]: T };

/**
 * What a call of entry N sends, from its shapes (src/config/api/): the path
 * parameters, the query (a defaulted parameter may be left out) and the body
 * (required whenever the entry has one, a form's being its schema). A file
 * entry's answer must be asked for as bytes.
 */
export type WireOptions<N extends ApiName> = Part<'params', ParamsOf<N>, true> &
  Part<'query', SentQueryOf<N>, false> &
  Part<'body', BodyOf<N>, true> &
  (IsMedia<N> extends true ? { readonly responseType: 'blob' } : { readonly responseType?: 'json' });

/** The options of a call of entry N; `F` is the type of its fallback, if it has one. */
export type CallOptions<N extends ApiName, F = never> = WireOptions<N> & CallBehaviour<F>;

/** The options as an argument: left out only when the entry needs nothing sent. */
type OptionsArg<N extends ApiName, F> = AllOptional<WireOptions<N>> extends true ? [options?: CallOptions<N, F>] : [options: CallOptions<N, F>];

/** What a call of entry N resolves to: its answer (bytes for a file), or the fallback given. */
export type ResultOf<N extends ApiName, F = never> = (IsMedia<N> extends true ? Blob : AnswerOf<N>) | F;

/**
 * The options of a call of an endpoint outside the contract (the client's own
 * tests): nothing is known of its wire, so nothing is checked and the answer is
 * `unknown`.
 */
export interface LooseCallOptions extends CallBehaviour<unknown> {
  /** Values of `{name}` placeholders in the path. */
  params?: PathParams;
  query?: Query;
  /** JSON-serialised once by the client; a string is sent as is. */
  body?: unknown;
  /** 'blob': the answer's bytes (attachments), not parsed. Default 'json'. */
  responseType?: 'json' | 'blob';
}

/**
 * The options a call of endpoint E takes: its entry's (CallOptions), none
 * for a live stream (src/lib/live/ opens those), anything for an endpoint
 * outside the contract (it has no name, so no shapes). Not distributive
 * (`[E]`): a call of one of several entries (`cond ? API.a : API.b`) sends
 * what they take together and gets any of their answers.
 */
export type CallArgs<E extends ApiEndpoint, F> = [E] extends [{ readonly name: infer N extends CallableName }]
  ? OptionsArg<N, F>
  : [E] extends [{ readonly name: string }]
    ? [options: never]
    : [options?: LooseCallOptions];

/** What a call of endpoint E resolves to: ResultOf its entry, `unknown` outside the contract. */
export type CallResult<E extends ApiEndpoint, F> = [E] extends [{ readonly name: infer N extends CallableName }] ? ResultOf<N, F> : unknown;

/** An answer with the time it was fetched: what "as of" shows beside data that may be old. */
export interface Answer<T> {
  data: T;
  /** Epoch ms: the service worker's stored fetch time (X-Hashvale-Fetched-At), else when it arrived. */
  asOf: number;
}
