/**
 * Public form submissions (one per idempotency key), their attachments, used
 * captcha payloads and the server's signing secrets (docs/forms.md).
 */
import type { Queryable } from '../db/types.js';

export interface NewSubmission {
  id: string;
  requestId: string;
  form: string;
  address: string;
  email: string | null;
  fields: Record<string, unknown>;
  marketing: Record<string, string>;
  attachments: Array<{ name: string; originalName: string | null; mimeType: string; content: Uint8Array }>;
}

export interface SubmissionSummary {
  id: string;
  form: string;
  receivedAt: string;
  email: string | null;
  fields: Record<string, unknown>;
  marketing: Record<string, string>;
  /** originalName: the name as sent, escaped, when it was cleaned (staff only). */
  attachments: Array<{ name: string; originalName: string | null; mimeType: string; size: number }>;
}

const AT = `to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export function createFormRepository(db: Queryable) {
  return {
    /** The submission stored under this idempotency key, if any. */
    async findByRequestId(requestId: string): Promise<{ id: string; form: string } | undefined> {
      const [row] = await db.query<{ id: string; form: string }>('SELECT id, form FROM form_submissions WHERE request_id = $1', [requestId]);
      return row;
    },

    /**
     * Stores a submission unless one with its request id exists; returns the id
     * stored under that key (the new one, or the earlier one on a race).
     */
    async add(s: NewSubmission): Promise<{ id: string; created: boolean }> {
      const inserted = await db.query<{ id: string }>(
        `INSERT INTO form_submissions (id, request_id, form, address, email, fields, marketing)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) ON CONFLICT (request_id) DO NOTHING RETURNING id`,
        [s.id, s.requestId, s.form, s.address, s.email, JSON.stringify(s.fields), JSON.stringify(s.marketing)],
      );
      if (inserted.length === 0) {
        const [row] = await db.query<{ id: string }>('SELECT id FROM form_submissions WHERE request_id = $1', [s.requestId]);
        return { id: row!.id, created: false };
      }
      for (const a of s.attachments) {
        await db.query('INSERT INTO form_attachments (submission_id, name, original_name, mime_type, size, content) VALUES ($1, $2, $3, $4, $5, $6)', [
          s.id,
          a.name,
          a.originalName,
          a.mimeType,
          a.content.byteLength,
          Buffer.from(a.content),
        ]);
      }
      return { id: s.id, created: true };
    },

    /** Newest first, optionally of one form. */
    list(limit: number, form?: string): Promise<SubmissionSummary[]> {
      return db.query<SubmissionSummary>(
        `SELECT s.id, s.form, ${AT} AS "receivedAt", s.email, s.fields, s.marketing,
           COALESCE((SELECT json_agg(json_build_object('name', a.name, 'originalName', a.original_name, 'mimeType', a.mime_type, 'size', a.size) ORDER BY a.id)
             FROM form_attachments a WHERE a.submission_id = s.id), '[]'::json) AS attachments
         FROM form_submissions s WHERE ($2::text IS NULL OR s.form = $2) ORDER BY s.received_at DESC, s.id LIMIT $1`,
        [limit, form ?? null],
      );
    },

    /** Marks a captcha payload used; false when it was used before. Forgets expired ones. */
    async useCaptcha(signature: string, expiresAt: Date): Promise<boolean> {
      await db.query('DELETE FROM captcha_uses WHERE expires_at < now()');
      const rows = await db.query('INSERT INTO captcha_uses (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature', [
        signature,
        expiresAt.toISOString(),
      ]);
      return rows.length === 1;
    },

    /** The secret under `name`, created from `fresh` the first time (the same on every server sharing the database). */
    async secret(name: string, fresh: string): Promise<string> {
      await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, fresh]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
      return row!.value;
    },

    /** Marks a platform unsubscribe token used; false when it was used before. */
    async usePlatformUnsubscribe(tokenId: string, organizationId: string, userId: string): Promise<boolean> {
      const rows = await db.query(
        'INSERT INTO platform_unsubscribes (token_id, organization_id, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING token_id',
        [tokenId, organizationId, userId],
      );
      return rows.length === 1;
    },

    async platformUnsubscribed(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM platform_unsubscribes WHERE organization_id = $1 AND user_id = $2', [organizationId, userId]);
      return rows.length > 0;
    },
  };
}

export type FormRepository = ReturnType<typeof createFormRepository>;
