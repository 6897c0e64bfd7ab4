/**
 * A minimal JSON GET over ofetch for the public API calls of the skeleton.
 * It turns every failure into an `HttpError` whose message says what went
 * wrong, taken from the API's error body (`{error_id, errors:[{code,message}]}`)
 * when there is one. The signed, caching API client of spec section 7
 * replaces this in a later issue; keep it single-purpose until then.
 */
import { FetchError, ofetch } from 'ofetch';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    /** HTTP status; undefined when the server could not be reached. */
    readonly status: number | undefined,
    /** The API error code from the body, when present. */
    readonly code: number | undefined,
    readonly path: string,
  ) {
    super(message);
  }
}

interface ApiErrorBody {
  errors?: Array<{ code?: unknown; message?: unknown }>;
}

function firstApiError(data: unknown): { code?: number; message?: string } {
  const first = (data as ApiErrorBody | undefined)?.errors?.[0];
  if (!first) return {};
  return {
    code: typeof first.code === 'number' ? first.code : undefined,
    message: typeof first.message === 'string' ? first.message : undefined,
  };
}

export function toHttpError(error: unknown, path: string): HttpError {
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const { code, message } = firstApiError(error.data);
    const text = message ?? (error.response.statusText || 'Request failed');
    return new HttpError(`${text} (HTTP ${status})`, status, code, path);
  }
  if (isAbort(error)) {
    return new HttpError('The request was cancelled', undefined, undefined, path);
  }
  return new HttpError('The server could not be reached', undefined, undefined, path);
}

function isAbort(error: unknown): boolean {
  const e = error as { name?: unknown; cause?: { name?: unknown } } | undefined;
  return e?.name === 'AbortError' || e?.cause?.name === 'AbortError';
}

export interface GetJsonOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** GET `path` (same origin) and parse JSON; throws `HttpError` on any failure. */
export async function getJson<T>(path: string, options: GetJsonOptions = {}): Promise<T> {
  try {
    return await ofetch<T>(path, {
      method: 'GET',
      query: options.query,
      signal: options.signal,
      responseType: 'json',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw toHttpError(error, path);
  }
}
