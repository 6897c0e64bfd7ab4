/**
 * X-Request-Id, the idempotency key of a POST that must not happen twice (a
 * form submission, a new support case, a reply): the client keeps one key per
 * action and sends it again on every retry, so the server stores the action
 * once and answers a replay with what it stored.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** The shape of an X-Request-Id (the API documents show it). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The X-Request-Id header, when it is one string. */
export function requestIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-request-id'];
  return typeof value === 'string' ? value : undefined;
}

/** The key to store the action under: the client's, checked, or a fresh one when it sent none (no retry can then match). */
export function checkRequestId(requestId: string | undefined): string {
  if (requestId === undefined) return `server-${randomUUID()}`;
  if (!REQUEST_ID_PATTERN.test(requestId)) throw new ApiError('MALFORMED_REQUEST', 'X-Request-Id must be 8 to 100 letters, digits, - or _');
  return requestId;
}
