import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type ErrorCodeName } from '../../../src/config/error-codes.js';

export interface ErrorBody {
  error_id: string;
  errors: Array<{ code: number; message: string }>;
  [extra: string]: unknown;
}

export function errorBody(code: number, message: string, extra?: Record<string, unknown>): ErrorBody {
  return { error_id: randomUUID(), errors: [{ code, message }], ...extra };
}

/**
 * An error a handler throws on purpose; the error plugin turns it into the
 * API's error body with the catalogue's status and code.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly extra: Record<string, unknown> | undefined;

  constructor(name: ErrorCodeName, message?: string, extra?: Record<string, unknown>) {
    const entry = ERROR_CODES[name];
    super(message ?? entry.message);
    this.name = 'ApiError';
    this.statusCode = entry.status;
    this.code = entry.code;
    this.extra = extra;
  }
}

/** Shorthand for a 400 on a parameter a client sent. */
export function invalidParameter(message: string): ApiError {
  return new ApiError('INVALID_PARAMETER', message);
}
