/**
 * One-time login tokens (stored as hashes, `login_tokens`) and the login
 * sessions they open (`login_sessions`). The token rules are in users/login.ts.
 */
import type { Queryable } from '../db/types.js';

export function createSessionRepository(db: Queryable) {
  return {
    async addLoginToken(tokenHash: string, userId: string, expiresAtMs: number): Promise<void> {
      await db.query(`INSERT INTO login_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, to_timestamp($3::double precision / 1000))`, [
        tokenHash,
        userId,
        expiresAtMs,
      ]);
    },

    /** Marks the token used; its user, or undefined when it is unknown, used or expired at `nowMs`. */
    async useLoginToken(tokenHash: string, nowMs: number): Promise<string | undefined> {
      const used = await db.query<{ user_id: string }>(
        `UPDATE login_tokens SET used_at = to_timestamp($2::double precision / 1000)
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > to_timestamp($2::double precision / 1000)
         RETURNING user_id::text`,
        [tokenHash, nowMs],
      );
      return used[0]?.user_id;
    },

    /** Opens an active session; returns its id. */
    async open(userId: string, secretToken: string): Promise<string> {
      const [session] = await db.query<{ id: string }>(
        `INSERT INTO login_sessions (user_id, secret_token, status) VALUES ($1, $2, 'ACTIVE') RETURNING id::text`,
        [userId, secretToken],
      );
      if (!session) throw new Error('opening the session returned no row');
      return session.id;
    },

    async close(sessionId: string): Promise<void> {
      await db.query(`UPDATE login_sessions SET status = 'CLOSED', closed_at = now() WHERE id = $1 AND status = 'ACTIVE'`, [sessionId]);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
