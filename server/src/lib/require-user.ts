import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * The signed-in user who signed the call (request.auth, set by the signing
 * plugin), or a 401 when an organization's API key signed it: user-level
 * calls need a person, not an organization.
 */
export function requireUser(request: FastifyRequest): string {
  const userId = request.auth?.userId;
  if (!userId) throw new ApiError('INVALID_SESSION', 'Invalid session: this call needs a signed-in user');
  return userId;
}
