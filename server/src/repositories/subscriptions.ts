/** Newsletter subscriptions with double opt-in, and the mail outbox (used when no SMTP_URL is set). */
import type { Queryable } from '../db/types.js';
import { createOptInQueries, type SubscriptionStatus } from './opt-in.js';

export type { SubscriptionStatus } from './opt-in.js';

export interface OutboxMail {
  id: number;
  createdAt: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

export function createSubscriptionRepository(db: Queryable) {
  const optIn = createOptInQueries(db, 'subscriptions');
  return {
    ...optIn,

    /**
     * A new pending subscription, or new tokens for an address that is not
     * confirmed yet. Returns the status before (undefined for a new address).
     */
    async request(email: string, verifyHash: string, unsubscribeHash: string, marketing: Record<string, string>): Promise<SubscriptionStatus | undefined> {
      const before = await optIn.status(email);
      if (before === 'confirmed') return before;
      await db.query(
        `INSERT INTO subscriptions (email, status, verify_token_hash, unsubscribe_token_hash, marketing)
         VALUES ($1, 'pending', $2, $3, $4::jsonb)
         ON CONFLICT (email) DO UPDATE SET status = 'pending', verify_token_hash = $2, unsubscribe_token_hash = $3,
           unsubscribed_at = NULL, marketing = $4::jsonb`,
        [email, verifyHash, unsubscribeHash, JSON.stringify(marketing)],
      );
      return before;
    },

    async queueMail(mail: { to: string; subject: string; body: string; link: string | null }): Promise<number> {
      const [row] = await db.query<{ id: number }>('INSERT INTO mail_outbox (to_address, subject, body, link) VALUES ($1, $2, $3, $4) RETURNING id', [
        mail.to,
        mail.subject,
        mail.body,
        mail.link,
      ]);
      return row!.id;
    },

    listMail(limit: number): Promise<OutboxMail[]> {
      return db.query<OutboxMail>(
        `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", to_address AS "to", subject, body, link
         FROM mail_outbox ORDER BY id DESC LIMIT $1`,
        [limit],
      );
    },

    async findMail(id: number): Promise<OutboxMail | undefined> {
      const [row] = await db.query<OutboxMail>(
        `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt", to_address AS "to", subject, body, link
         FROM mail_outbox WHERE id = $1`,
        [id],
      );
      return row;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
