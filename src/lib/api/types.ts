/** Options and hooks of the API client (docs/api-client.md). */
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
  /** Passed before each request starts (the app spreads its starts over tasks: start-gate.ts). */
  startGate?: () => Promise<void>;
}

/**
 * How a failed call tells the user:
 * - 'request-failed': an error notice with the server's error message, else the general request-failed text
 *   (wallet, currency and rate calls);
 * - 'error-message': an error notice with the server's error message, else the error's own message (exchange info).
 */
export type FailureNotice = 'request-failed' | 'error-message';

/** What a call sends besides what its contract entry fixes (method, path template, signing). */
export interface CallOptions<T> {
  /** Values of `{name}` placeholders in the path. */
  params?: PathParams;
  query?: Query;
  /** JSON-serialised once by the client; a string is sent as is. */
  body?: unknown;
  notify?: FailureNotice;
  /** Given: a failure resolves to this instead of throwing, silently (prices, content, guides). */
  fallback?: T;
  /** The action's idempotency key; one is made per call when absent. */
  requestId?: string;
  signal?: AbortSignal;
  /** 'blob': the answer's bytes (attachments), not parsed. Default 'json'. */
  responseType?: 'json' | 'blob';
  /** ofetch retries for GET (default 1) on 408/409/425/5xx. */
  retry?: number;
}

/** An answer with the time it was fetched: what "as of" shows beside data that may be old. */
export interface Answer<T> {
  data: T;
  /** Epoch ms: the service worker's stored fetch time (X-Hashvale-Fetched-At), else when it arrived. */
  asOf: number;
}
