/**
 * A fake fetch for the client's unit tests: answers from a handler and
 * records every request with its headers and body as sent.
 */
import type { ApiEndpoint, ApiMethod } from '../../config/api-contract';
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

export function fakeFetch(handler: FakeHandler): { fetch: typeof fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
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
