/**
 * Sign-in flows under way (`sign_in_flows`), keyed by a hash of their state.
 * The rules (lifetime, bound, one use) are in sign-in/pending-flows.ts.
 */
import type { Queryable } from '../db/types.js';

export interface StoredSignInFlow {
  button: string;
  nonce: string;
  codeVerifier: string;
  binding: string;
  preferences: { language: string; currency: string } | null;
  startedAtMs: number;
}

const ms = (param: string) => `to_timestamp(${param}::double precision / 1000)`;

export function createSignInFlowRepository(db: Queryable) {
  return {
    /** Stores a flow, then drops those started before `cutoffMs` and all but the newest `keep`. */
    async add(stateHash: string, flow: StoredSignInFlow, cutoffMs: number, keep: number): Promise<void> {
      await db.query(
        `INSERT INTO sign_in_flows (state_hash, button, nonce, code_verifier, binding, preferences, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, ${ms('$7')})`,
        [
          stateHash,
          flow.button,
          flow.nonce,
          flow.codeVerifier,
          flow.binding,
          flow.preferences === null ? null : JSON.stringify(flow.preferences),
          flow.startedAtMs,
        ],
      );
      await db.query(
        `DELETE FROM sign_in_flows WHERE started_at < ${ms('$1')}
           OR state_hash IN (SELECT state_hash FROM sign_in_flows ORDER BY started_at DESC, state_hash OFFSET $2)`,
        [cutoffMs, keep],
      );
    },

    /** Removes the flow and returns it; undefined when there is none (unknown, or taken already). */
    async take(stateHash: string): Promise<StoredSignInFlow | undefined> {
      const [row] = await db.query<StoredSignInFlow>(
        `DELETE FROM sign_in_flows WHERE state_hash = $1
         RETURNING button, nonce, code_verifier AS "codeVerifier", binding, preferences,
                   (extract(epoch FROM started_at) * 1000)::float8 AS "startedAtMs"`,
        [stateHash],
      );
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_flows');
      return row?.n ?? 0;
    },
  };
}

export type SignInFlowRepository = ReturnType<typeof createSignInFlowRepository>;
