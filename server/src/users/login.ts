/**
 * Sign-in by one-time link: the admin command makes a login token; the
 * browser exchanges it for a session whose id and secret then sign its
 * requests like an API key's. Only the token's hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { SessionRepository } from '../repositories/sessions.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createLoginToken(sessions: SessionRepository, userId: string, nowMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sessions.addLoginToken(hash(token), userId, nowMs + SIGN_IN_LIMITS.loginTokenTtlMs);
  return token;
}

export interface LoginSession {
  loginSessionId: string;
  secretToken: string;
  loginSessionStatus: 'ACTIVE';
  userId: string;
}

/** Uses the token once; undefined when it is unknown, used or expired. */
export async function exchangeLoginToken(sessions: SessionRepository, token: string, nowMs: number): Promise<LoginSession | undefined> {
  const userId = await sessions.useLoginToken(hash(token), nowMs);
  if (!userId) return undefined;
  const secretToken = randomBytes(32).toString('hex');
  const loginSessionId = await sessions.open(userId, secretToken);
  return { loginSessionId, secretToken, loginSessionStatus: 'ACTIVE', userId };
}
