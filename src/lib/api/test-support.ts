/**
 * The unit tests' fake API: `fakeFetch` answers from a handler and records
 * every request with its headers and body as sent; `useFakeApi` puts it in
 * place of the global fetch under the app's own client, for feature tests.
 */
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import type { ApiEndpoint, ApiMethod } from '../../config/api-contract';
import { api } from './index';
import type { ApiSession } from './types';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
}

export type FakeHandler = (request: SeenRequest, index: number) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function errorBody(code: number, message: string, extra: Record<string, unknown> = {}): unknown {
  return { error_id: '00000000-0000-4000-8000-000000000000', errors: [{ code, message }], ...extra };
}

/** `seen` may be given: the requests are then recorded into that array. */
export function fakeFetch(handler: FakeHandler, seen: SeenRequest[] = []): { fetch: typeof fetch; seen: SeenRequest[] } {
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    seen.push(request);
    return handler(request, seen.length - 1);
  };
  return { fetch: fake as typeof fetch, seen };
}

/** An endpoint outside the contract, for tests of the client's own rules. */
export function endpoint(method: ApiMethod, path: string, signed: boolean, extra: Partial<ApiEndpoint> = {}): ApiEndpoint {
  return { method, path, signed, ...extra };
}

/** The fixed "now" of feature tests that use the fake API (only Date is faked: promises and timers run). */
export const FAKE_API_NOW = 1_700_000_000_000;

export interface FakeApi {
  /** Answer every request from `handler` from now on; `seen` starts empty again. */
  serve(handler: FakeHandler): void;
  /** The requests sent since the last `serve` (the same array throughout the file). */
  readonly seen: SeenRequest[];
  /** The client's error-notice hook. */
  readonly notifyError: Mock<(message: string) => void>;
}

export interface FakeApiOptions {
  /** The client's session; none by default (unsigned calls). */
  session?: () => ApiSession | null;
  /** Freeze Date at FAKE_API_NOW before each test (default); false leaves the clock to the test. */
  freezeDate?: boolean;
}

/**
 * A feature test's API, set up once per file: before each test the app's
 * client (`api` from src/lib/api) is configured with a `notifyError` spy and
 * the session, and after it the global fetch and the clock are restored.
 * Call it at the top level of the test file.
 */
export function useFakeApi(options: FakeApiOptions = {}): FakeApi {
  const seen: SeenRequest[] = [];
  const notifyError = vi.fn<(message: string) => void>();
  const freezeDate = options.freezeDate ?? true;
  beforeEach(() => {
    seen.length = 0;
    notifyError.mockReset();
    if (freezeDate) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(FAKE_API_NOW);
    }
    api.configure({ hooks: { notifyError }, session: options.session ?? (() => null) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (freezeDate) vi.useRealTimers();
  });
  return {
    serve(handler) {
      seen.length = 0;
      vi.stubGlobal('fetch', fakeFetch(handler, seen).fetch);
    },
    seen,
    notifyError,
  };
}
