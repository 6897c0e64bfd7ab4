/**
 * The one API client (spec section 7): every call of the app goes through it.
 * It wraps ofetch once, builds the exact URL and body itself, signs calls when
 * a session exists and the path is not public, keeps server time, caches
 * public GETs, and turns every failure into an ApiError after applying the
 * app-wide rules of spec section 8 through hooks. See docs/api-client.md.
 */
import { FetchError, ofetch, type FetchContext } from 'ofetch';
import { ApiError, apiErrorFromResponse, errorItemOf, networkError } from './api-error';
import { createClock, type Clock } from './clock';
import { requestFailedText } from './error-messages';
import { RETRY_STATUS_CODES, retryAfterMs, shouldForceLogout } from './failure-rules';
import { createRequestId } from './nonce';
import { finalUrl } from './paths';
import { signAttempt } from './request-signer';
import { createResponseCache, defaultBackend } from './response-cache';
import { isSignablePath } from './signing-rules';
import type { ApiClientConfig, ApiClientOptions, ApiSession, CallOptions } from './types';

export const TIME_PATH = 'api/v2/time';
const HTTP_TIME_SKEW = 412;
const HTTP_UNAUTHORIZED = 401;
const HTTP_TOO_MANY = 429;

export interface ApiClient {
  call<T>(path: string, options?: CallOptions<T>): Promise<T>;
  get<T>(path: string, options?: Omit<CallOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<CallOptions<T>, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<CallOptions<T>, 'method'>): Promise<T>;
  /** Fetches the server time and adopts the offset (startup). */
  syncTime(): Promise<boolean>;
  readonly clock: Clock;
  /** Forgets every cached answer. */
  clearCache(): Promise<void>;
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
  const backend = options.cacheBackend ?? defaultBackend();
  const cache = createResponseCache(backend, now);
  const inFlight = new Map<string, Promise<unknown>>();
  const clock = createClock(async () => {
    const { serverTime } = await call<{ serverTime: number }>(TIME_PATH, { retry: 0 });
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
  async function send(p: Prepared, callOptions: CallOptions<unknown>): Promise<unknown> {
    const session = p.session;
    const response = await $fetch.raw(p.url, {
      method: p.method as 'GET',
      body: p.body,
      headers: headersFor(p),
      responseType: 'json',
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
        if (ctx.response) config.hooks.onResponseHeaders?.(ctx.response.headers);
      },
    });
    return response._data;
  }

  function toApiError(error: unknown, path: string, started: number): ApiError {
    if (error instanceof ApiError) return error;
    const took = now() - started;
    if (error instanceof FetchError && error.response) {
      return apiErrorFromResponse(error.response.status, error.data, path, took, error.response.headers);
    }
    return networkError(path, took, (error as { cause?: unknown })?.cause ?? error);
  }

  /** The app-wide effects of a failure (spec section 8). */
  function applyFailureRules(error: ApiError, p: Prepared, path: string, notice: CallOptions<unknown>['notify']): void {
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

  async function attempt(p: Prepared, callOptions: CallOptions<unknown>, path: string, started: number): Promise<unknown> {
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

  async function call<T>(template: string, callOptions: CallOptions<T> = {}): Promise<T> {
    const method = callOptions.method ?? 'GET';
    const { url, path } = finalUrl(config.host, template, callOptions.params, callOptions.query);
    const body =
      callOptions.body === undefined ? undefined : typeof callOptions.body === 'string' ? callOptions.body : JSON.stringify(callOptions.body);
    const current = config.session();
    const session = current && isSignablePath(template) ? current : null;
    const organizationScoped = callOptions.organizationScoped ?? true;
    const p: Prepared = {
      method,
      url,
      body,
      session,
      organizationId: session && organizationScoped && !session.verifying ? (session.organizationId ?? '') : '',
      requestId: callOptions.requestId ?? createRequestId(),
    };
    const ttl = method === 'GET' && !session ? (callOptions.cache ?? 0) : 0;
    const started = now();
    const run = async (): Promise<T> => {
      const data = await attempt(p, callOptions as CallOptions<unknown>, path, started);
      if (errorItemOf(data)) throw apiErrorFromResponse(200, data, path, now() - started);
      if (ttl > 0) await cache.store(url, data);
      return data as T;
    };
    try {
      if (ttl > 0) {
        const hit = await cache.fresh(url, ttl);
        if (hit !== undefined) return hit as T;
        // One request for simultaneous callers of the same cached URL.
        let pending = inFlight.get(url) as Promise<T> | undefined;
        if (!pending) {
          pending = run().finally(() => inFlight.delete(url));
          inFlight.set(url, pending);
        }
        return await pending;
      }
      return await run();
    } catch (error) {
      const apiError = toApiError(error, path, started);
      if (!apiError.aborted) applyFailureRules(apiError, p, path, 'fallback' in callOptions ? undefined : callOptions.notify);
      if ('fallback' in callOptions) return callOptions.fallback as T;
      throw apiError;
    }
  }

  return {
    call,
    get: (path, o) => call(path, { ...o, method: 'GET' }),
    post: (path, body, o) => call(path, { ...o, method: 'POST', body }),
    delete: (path, o) => call(path, { ...o, method: 'DELETE' }),
    syncTime: () => clock.sync(),
    clearCache: () => cache.clear(),
    clock,
    configure(partial) {
      Object.assign(config, partial);
    },
  };
}
