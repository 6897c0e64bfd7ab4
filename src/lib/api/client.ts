/**
 * The one API client (spec section 7): every call of the app goes through it,
 * named by its entry in the API contract (src/config/api-contract.ts). It wraps
 * ofetch once, builds the exact URL and body itself, signs a call exactly when
 * its entry is `signed` and a session exists, keeps server time, and turns
 * every failure into an ApiError after applying the app-wide rules of spec
 * section 8 through hooks. It keeps no cache of its own: the service worker's
 * store is the one TTL cache in the browser (docs/pwa.md); the client only
 * lets simultaneous callers of one public GET share a request, and reads the
 * time an answer was fetched from the worker's header. See docs/api-client.md.
 */
import { FetchError, ofetch, type FetchContext } from 'ofetch';
import { API, type ApiEndpoint } from '../../config/api-contract';
import { fetchedAtOf } from '../../config/public-api-cache';
import { ApiError, apiErrorFromResponse, errorItemOf, networkError, sessionEndingError } from './api-error';
import { createClock, type Clock } from './clock';
import { requestFailedText } from './error-messages';
import { RETRY_STATUS_CODES, retryAfterMs, shouldForceLogout } from './failure-rules';
import { createRequestId } from './nonce';
import { finalUrl } from './paths';
import { reportReachability } from '../online';
import { CACHE_STATUS_HEADER, type CacheStatus } from '../../config/public-api-cache';
import { signAttempt } from './request-signer';
import type { Answer, ApiClientConfig, ApiClientOptions, ApiSession, CallArgs, CallResult, FailureNotice, LooseCallOptions } from './types';

/**
 * What an answer says about the network: one from the network proves it works;
 * the worker's stale copy (it tried the network and got nothing) proves it
 * does not; its fresh copy (no network tried) proves nothing.
 */
function reportReachabilityOf(headers: Headers): void {
  const cache = headers.get(CACHE_STATUS_HEADER) as CacheStatus | null;
  if (cache === 'stale') reportReachability(false);
  else if (cache !== 'fresh') reportReachability(true);
}

const HTTP_TIME_SKEW = 412;
const HTTP_UNAUTHORIZED = 401;
const HTTP_TOO_MANY = 429;

/**
 * A call's types follow from its entry: `API.x` carries its name, the name
 * leads to its shapes, and they give the options (params, query, body) and
 * the answer. Nothing is written at the call site (lint refuses a type
 * argument there).
 */
export interface ApiClient {
  /** Calls an endpoint of the contract; resolves to the parsed answer, or to the fallback given. */
  call<E extends ApiEndpoint, F = never>(endpoint: E, ...options: CallArgs<E, F>): Promise<CallResult<E, F>>;
  /** Like `call`, with the time the answer was fetched (`asOf`: the worker's stored time, else now). */
  read<E extends ApiEndpoint, F = never>(endpoint: E, ...options: CallArgs<E, F>): Promise<Answer<CallResult<E, F>>>;
  /** Fetches the server time and adopts the offset (startup). */
  syncTime(): Promise<boolean>;
  readonly clock: Clock;
  /** Replaces parts of the configuration (the app wires session and hooks at startup). */
  configure(config: Partial<ApiClientConfig>): void;
}

interface Prepared {
  method: string;
  url: string;
  body: string | undefined;
  session: ApiSession | null;
  organizationId: string;
  requestId: string;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const now = options.now ?? (() => Date.now());
  const config: ApiClientConfig = {
    host: options.host ?? '',
    session: options.session ?? (() => null),
    language: options.language ?? (() => 'en'),
    clientDescription: options.clientDescription ?? (() => ''),
    hooks: options.hooks ?? {},
  };
  const $fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;
  const inFlight = new Map<string, Promise<Answer<unknown>>>();
  const clock = createClock(async () => {
    const { serverTime } = await client.call(API.time, { retry: 0 });
    return serverTime;
  }, now);

  function headersFor(p: Prepared): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', 'X-Request-Id': p.requestId };
    const language = config.language();
    const agent = config.clientDescription();
    if (language) headers['X-User-Lang'] = language;
    if (agent) headers['X-User-Agent'] = agent;
    if (p.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  /** One try of the call; ofetch may repeat it (GET on 5xx), re-signing each time. */
  async function send(p: Prepared, callOptions: LooseCallOptions): Promise<Answer<unknown>> {
    const session = p.session;
    const response = await $fetch.raw(p.url, {
      method: p.method as 'GET',
      body: p.body,
      headers: headersFor(p),
      responseType: callOptions.responseType ?? 'json',
      retry: callOptions.retry ?? (p.method === 'GET' ? 1 : 0),
      retryStatusCodes: [...RETRY_STATUS_CODES],
      signal: callOptions.signal,
      onRequest: session
        ? async (ctx: FetchContext) => {
            await signAttempt(ctx.options.headers as Headers, {
              credentials: session,
              organizationId: p.organizationId,
              method: p.method,
              url: String(ctx.request),
              body: p.body,
              time: clock.now(),
            });
          }
        : undefined,
      onResponse: (ctx: FetchContext) => {
        if (!ctx.response) return;
        reportReachabilityOf(ctx.response.headers);
        config.hooks.onResponseHeaders?.(ctx.response.headers);
      },
    });
    return { data: response._data, asOf: fetchedAtOf(response) ?? now() };
  }

  function toApiError(error: unknown, path: string, started: number): ApiError {
    if (error instanceof ApiError) return error;
    const took = now() - started;
    if (error instanceof FetchError && error.response) {
      return apiErrorFromResponse(error.response.status, error.data, path, took, error.response.headers);
    }
    const failure = networkError(path, took, (error as { cause?: unknown })?.cause ?? error);
    if (!failure.aborted) reportReachability(false);
    return failure;
  }

  /** The app-wide effects of a failure (spec section 8). */
  function applyFailureRules(error: ApiError, p: Prepared, path: string, notice: FailureNotice | undefined): void {
    if (error.status === HTTP_TOO_MANY) {
      config.hooks.onRateLimited?.(retryAfterMs(error.headers?.get('retry-after') ?? null, now()));
      return; // the rate-limit page says it all
    }
    if (error.status === HTTP_UNAUTHORIZED && p.session && shouldForceLogout(path, error.durationMs)) {
      config.hooks.onForcedLogout?.(error);
    }
    if (notice) {
      const fromServer = error.item?.message !== undefined || error.item?.code !== undefined ? error.message : undefined;
      config.hooks.notifyError?.(fromServer ?? (notice === 'request-failed' ? requestFailedText() : error.message));
    }
  }

  async function attempt(p: Prepared, callOptions: LooseCallOptions, path: string, started: number): Promise<Answer<unknown>> {
    try {
      return await send(p, callOptions);
    } catch (error) {
      if (!(error instanceof FetchError) || error.response?.status !== HTTP_TIME_SKEW) {
        throw toApiError(error, path, started);
      }
      // Our clock is off: adopt the server time the 412 carries (or wait for the
      // debounced resync), then try once more with a fresh time and nonce.
      const serverTime = (error.data as { serverTime?: unknown } | undefined)?.serverTime;
      const resync = clock.resyncSoon();
      const adopted = typeof serverTime === 'number' && clock.adopt(serverTime, started, now());
      if (!adopted) await resync;
      return await send(p, { ...callOptions, retry: 0 }).catch((again: unknown) => {
        throw toApiError(again, path, started);
      });
    }
  }

  function prepare(endpoint: ApiEndpoint, callOptions: LooseCallOptions): Prepared & { path: string } {
    const { url, path } = finalUrl(config.host, endpoint.path, callOptions.params, callOptions.query);
    const body = callOptions.body === undefined ? undefined : typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
    // A public endpoint is never signed, signed-in or not: its answer is everyone's, so it stays cacheable.
    const session = endpoint.signed ? config.session() : null;
    const scoped = endpoint.organizationScoped !== false && session !== null && !session.verifying;
    return {
      method: endpoint.method,
      url,
      path,
      body,
      session,
      organizationId: scoped ? (session.organizationId ?? '') : '',
      requestId: callOptions.requestId ?? createRequestId(),
    };
  }

  /**
   * Simultaneous callers of one unsigned GET share a request (startup and the
   * live figures ask for the same data at once). A caller with its own abort
   * signal gets its own request, so one caller's abort never fails another.
   */
  function shared(p: Prepared, options: LooseCallOptions, run: () => Promise<Answer<unknown>>): Promise<Answer<unknown>> {
    if (p.method !== 'GET' || p.session || options.signal) return run();
    let pending = inFlight.get(p.url);
    if (!pending) {
      pending = run().finally(() => inFlight.delete(p.url));
      inFlight.set(p.url, pending);
    }
    return pending;
  }

  async function read(endpoint: ApiEndpoint, options: LooseCallOptions = {}): Promise<Answer<unknown>> {
    const p = prepare(endpoint, options);
    const started = now();
    try {
      if (p.session?.ending && !endpoint.endsSession) throw sessionEndingError(p.path);
      return await shared(p, options, async () => {
        const answer = await attempt(p, options, p.path, started);
        if (errorItemOf(answer.data)) throw apiErrorFromResponse(200, answer.data, p.path, now() - started);
        return answer;
      });
    } catch (error) {
      const apiError = toApiError(error, p.path, started);
      if (!apiError.aborted) applyFailureRules(apiError, p, p.path, 'fallback' in options ? undefined : options.notify);
      if ('fallback' in options) return { data: options.fallback, asOf: now() };
      throw apiError;
    }
  }

  async function call(endpoint: ApiEndpoint, options?: LooseCallOptions): Promise<unknown> {
    return (await read(endpoint, options)).data;
  }

  // The contract's types describe what the server answers; the client passes
  // the parsed answer on unchecked (the server validates what it sends), so
  // the typed signatures are given to the one untyped implementation here.
  const client: ApiClient = {
    call: call as ApiClient['call'],
    read: read as ApiClient['read'],
    syncTime: () => clock.sync(),
    clock,
    configure(partial) {
      Object.assign(config, partial);
    },
  };
  return client;
}
