/** E-mail subscribers to status updates (issue 34, migration 014), with double opt-in like the newsletter's. */
import type { Queryable } from '../db/types.js';
import { createOptInQueries, type SubscriptionStatus } from './opt-in.js';

export function createStatusSubscriberRepository(db: Queryable) {
  const optIn = createOptInQueries(db, 'status_subscribers');
  return {
    ...optIn,

    /**
     * A new pending subscriber, or a new verification token for an address
     * not confirmed (again). Returns the status before (undefined for a new address).
     */
    async request(email: string, verifyHash: string, unsubscribeHash: string): Promise<SubscriptionStatus | undefined> {
      const before = await optIn.status(email);
      if (before === 'confirmed') return before;
      await db.query(
        `INSERT INTO status_subscribers (email, status, verify_token_hash, unsubscribe_token_hash) VALUES ($1, 'pending', $2, $3)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', verify_token_hash = $2, unsubscribe_token_hash = $3, unsubscribed_at = NULL`,
        [email, verifyHash, unsubscribeHash],
      );
      return before;
    },

    /** The confirmed addresses, at most `limit`, in a stable order. */
    async confirmed(limit: number): Promise<string[]> {
      const rows = await db.query<{ email: string }>(`SELECT email FROM status_subscribers WHERE status = 'confirmed' ORDER BY email LIMIT $1`, [limit]);
      return rows.map((r) => r.email);
    },
  };
}

export type StatusSubscriberRepository = ReturnType<typeof createStatusSubscriberRepository>;
