/** E-mail subscribers to status updates (issue 34, migration 014), with double opt-in like the newsletter's. */
import type { Queryable } from '../db/types.js';
import type { SubscriptionStatus } from './subscriptions.js';

export function createStatusSubscriberRepository(db: Queryable) {
  return {
    /**
     * A new pending subscriber, or a new verification token for an address
     * not confirmed (again). Returns the status before (undefined for a new address).
     */
    async request(email: string, verifyHash: string, unsubscribeHash: string): Promise<SubscriptionStatus | undefined> {
      const [before] = await db.query<{ status: SubscriptionStatus }>('SELECT status FROM status_subscribers WHERE email = $1', [email]);
      if (before?.status === 'confirmed') return before.status;
      await db.query(
        `INSERT INTO status_subscribers (email, status, verify_token_hash, unsubscribe_token_hash) VALUES ($1, 'pending', $2, $3)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', verify_token_hash = $2, unsubscribe_token_hash = $3, unsubscribed_at = NULL`,
        [email, verifyHash, unsubscribeHash],
      );
      return before?.status;
    },

    /** Confirms the subscriber whose verification token hashes to this; its address, or undefined. */
    async confirm(verifyHash: string): Promise<string | undefined> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE status_subscribers SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now())
         WHERE verify_token_hash = $1 AND status <> 'unsubscribed' RETURNING email`,
        [verifyHash],
      );
      return row?.email;
    },

    async unsubscribe(unsubscribeHash: string): Promise<string | undefined> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE status_subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now())
         WHERE unsubscribe_token_hash = $1 RETURNING email`,
        [unsubscribeHash],
      );
      return row?.email;
    },

    async status(email: string): Promise<SubscriptionStatus | undefined> {
      const [row] = await db.query<{ status: SubscriptionStatus }>('SELECT status FROM status_subscribers WHERE email = $1', [email]);
      return row?.status;
    },

    /** The confirmed addresses, at most `limit`, in a stable order. */
    async confirmed(limit: number): Promise<string[]> {
      const rows = await db.query<{ email: string }>(`SELECT email FROM status_subscribers WHERE status = 'confirmed' ORDER BY email LIMIT $1`, [limit]);
      return rows.map((r) => r.email);
    },
  };
}

export type StatusSubscriberRepository = ReturnType<typeof createStatusSubscriberRepository>;
