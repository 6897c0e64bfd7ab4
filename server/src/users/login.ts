/**
 * Sign-in by one-time link: the admin command (and, later, the sign-in pages)
 * make a login token; the browser exchanges it for a session whose id and
 * secret then sign its requests like an API key's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/** How long a login link works. */
export const LOGIN_TOKEN_TTL_MS = 15 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createLoginToken(db: Queryable, userId: string, nowMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO login_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, to_timestamp($3::double precision / 1000))`,
    [hash(token), userId, nowMs + LOGIN_TOKEN_TTL_MS],
  );
  return token;
}

export interface LoginSession {
  loginSessionId: string;
  secretToken: string;
  loginSessionStatus: 'ACTIVE';
  userId: string;
}

/** Uses the token once; undefined when it is unknown, used or expired. */
export async function exchangeLoginToken(db: Queryable, token: string, nowMs: number): Promise<LoginSession | undefined> {
  const used = await db.query<{ user_id: string }>(
    `UPDATE login_tokens SET used_at = to_timestamp($2::double precision / 1000)
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > to_timestamp($2::double precision / 1000)
     RETURNING user_id::text`,
    [hash(token), nowMs],
  );
  const userId = used[0]?.user_id;
  if (!userId) return undefined;
  const secretToken = randomBytes(32).toString('hex');
  const [session] = await db.query<{ id: string }>(
    `INSERT INTO login_sessions (user_id, secret_token, status) VALUES ($1, $2, 'ACTIVE') RETURNING id::text`,
    [userId, secretToken],
  );
  return { loginSessionId: session!.id, secretToken, loginSessionStatus: 'ACTIVE', userId };
}

export async function closeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(`UPDATE login_sessions SET status = 'CLOSED', closed_at = now() WHERE id = $1 AND status = 'ACTIVE'`, [
    sessionId,
  ]);
}
