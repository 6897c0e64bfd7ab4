/**
 * Nonces of signed requests (`api_nonces`), one use per key. In the database,
 * so that several servers on one PostgreSQL share them.
 */
import { SIGNED_TIME_WINDOW_MS } from '../../../src/config/limits.js';
import type { Queryable } from '../db/types.js';

/**
 * How long past its expiry a nonce is kept anyway: servers sharing one
 * database may disagree a little about the time, and a nonce must outlive
 * every server's acceptance window.
 */
export const NONCE_PRUNE_GRACE_MS = SIGNED_TIME_WINDOW_MS;

export function createNonceRepository(db: Queryable) {
  return {
    /** Inserts the nonce unless this key used it already; true when it is new. */
    async claim(key: string, nonce: string, expiresAtMs: number): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO api_nonces (api_key, nonce, expires_at) VALUES ($1, $2, to_timestamp($3::double precision / 1000))
         ON CONFLICT DO NOTHING RETURNING nonce`,
        [key, nonce, expiresAtMs],
      );
      return rows.length === 1;
    },

    /** Deletes the nonces expired for longer than the grace period. */
    async prune(nowMs: number): Promise<void> {
      await db.query('DELETE FROM api_nonces WHERE expires_at < to_timestamp($1::double precision / 1000)', [nowMs - NONCE_PRUNE_GRACE_MS]);
    },
  };
}

export type NonceRepository = ReturnType<typeof createNonceRepository>;
