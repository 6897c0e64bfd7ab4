/**
 * What every double opt-in list shares (the newsletter's `subscriptions`, the
 * status updates' `status_subscribers`): one row per address, pending until
 * its verification token is used, unsubscribed by its unsubscribe token.
 * Each list's repository adds how a request is written (its own columns).
 */
import type { Queryable } from '../db/types.js';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** The tables of double opt-in lists (a fixed set: the name goes into the SQL). */
export type OptInTable = 'subscriptions' | 'status_subscribers';

export function createOptInQueries(db: Queryable, table: OptInTable) {
  return {
    async status(email: string): Promise<SubscriptionStatus | undefined> {
      const [row] = await db.query<{ status: SubscriptionStatus }>(`SELECT status FROM ${table} WHERE email = $1`, [email]);
      return row?.status;
    },

    /** Confirms the address whose verification token hashes to this; the address, or undefined. */
    async confirm(verifyHash: string): Promise<string | undefined> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE ${table} SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now())
         WHERE verify_token_hash = $1 AND status <> 'unsubscribed' RETURNING email`,
        [verifyHash],
      );
      return row?.email;
    },

    async unsubscribe(unsubscribeHash: string): Promise<string | undefined> {
      const [row] = await db.query<{ email: string }>(
        `UPDATE ${table} SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now())
         WHERE unsubscribe_token_hash = $1 RETURNING email`,
        [unsubscribeHash],
      );
      return row?.email;
    },
  };
}
