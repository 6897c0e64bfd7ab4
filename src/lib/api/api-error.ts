/** The one error type of API calls: every failure of the client is an ApiError. */
import { lookupMessage, translateApiError, UNREACHABLE_MESSAGE_ID } from './error-messages';

/** The first error of a body, as spec section 8 reads it. */
export interface ApiErrorItem {
  code?: number;
  /** Exchange errors name their kind, e.g. "INSUFFICIENT_BALANCE". */
  status?: string;
  message?: string;
}

export interface ApiErrorInit {
  status?: number;
  item?: ApiErrorItem;
  path: string;
  /** True when nothing answered. */
  network?: boolean;
  /** The call was cancelled by its caller (not a failure to report or notify). */
  aborted?: boolean;
  body?: unknown;
  headers?: Headers;
  durationMs?: number;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; undefined when nothing answered. */
  readonly status: number | undefined;
  /** The API error code of the body's first error, when present. */
  readonly code: number | undefined;
  /** The path called. */
  readonly path: string;
  /** The first error of the body, untranslated. */
  readonly item: ApiErrorItem | undefined;
  /** The server's own message, before translation. */
  readonly serverMessage: string | undefined;
  /** True when nothing answered (offline, DNS, aborted): the app's own network error. */
  readonly network: boolean;
  readonly aborted: boolean;
  readonly body: unknown;
  /** The answer's headers (Retry-After of a 429), when there was an answer. */
  readonly headers: Headers | undefined;
  /** How long the call took, retries included. */
  readonly durationMs: number;
  /** Never sent to the error monitor (spec section 7: the app's own network errors are not reported). */
  readonly reportable = false;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.item?.code;
    this.path = init.path;
    this.item = init.item;
    this.serverMessage = init.item?.message;
    this.network = init.network ?? false;
    this.aborted = init.aborted ?? false;
    this.body = init.body;
    this.headers = init.headers;
    this.durationMs = init.durationMs ?? 0;
  }
}

function asItem(value: unknown): ApiErrorItem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const item: ApiErrorItem = {};
  if (typeof v.code === 'number') item.code = v.code;
  if (typeof v.status === 'string' && v.status) item.status = v.status;
  if (typeof v.message === 'string' && v.message) item.message = v.message;
  return item.code === undefined && item.status === undefined && item.message === undefined ? undefined : item;
}

/**
 * The error a body carries: the first item of `errors`, else `error` (a body
 * with data.error is a failure even with a 2xx status). Undefined for a body
 * that reports no error.
 */
export function errorItemOf(body: unknown): ApiErrorItem | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { errors?: unknown; error?: unknown };
  if (Array.isArray(b.errors) && b.errors.length > 0) return asItem(b.errors[0]) ?? {};
  if (b.error !== undefined && b.error !== null && b.error !== false) {
    return typeof b.error === 'string' ? { message: b.error } : (asItem(b.error) ?? {});
  }
  return undefined;
}

/** An ApiError for an answer with an error status or an error body. */
export function apiErrorFromResponse(status: number, body: unknown, path: string, durationMs: number, headers?: Headers): ApiError {
  const item = errorItemOf(body);
  const message = (item && translateApiError(item)) ?? item?.message ?? `Request failed with HTTP ${status}`;
  return new ApiError(message, { status, item, path, body, durationMs, headers });
}

/** An ApiError for a call nothing answered. */
export function networkError(path: string, durationMs: number, cause?: unknown): ApiError {
  const aborted = (cause as { name?: string } | undefined)?.name === 'AbortError';
  const message = aborted ? 'The request was cancelled' : (lookupMessage(UNREACHABLE_MESSAGE_ID) ?? 'The server could not be reached');
  return new ApiError(message, { path, network: true, aborted, durationMs });
}

/** A signed call asked for while the session is being ended: never sent, reported as cancelled. */
export function sessionEndingError(path: string): ApiError {
  return new ApiError('The request was cancelled: the session is ending', { path, network: true, aborted: true, durationMs: 0 });
}

/** True for errors of our own API calls, which the error monitor must not report. */

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
