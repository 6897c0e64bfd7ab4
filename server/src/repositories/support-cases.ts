/**
 * Support cases, their message threads and attachments (docs/api.md "Support
 * cases"). Every read a user can reach takes the organization id, so a case
 * of another organization is simply not found. Writes of several rows
 * (a case with its first message, a message with its files) run inside a
 * transaction the caller opens (support-cases/cases.ts).
 */
import type { Queryable } from '../db/types.js';
import type {
  SupportAttachment,
  SupportCaseDetail,
  SupportCaseStatus,
  SupportCaseSummary,
  SupportMessage,
  SupportMessageAuthor,
} from '../../../src/config/support-cases.js';

export interface NewCaseRow {
  organizationId: string;
  userId: string;
  requestId: string;
  subject: string;
  category: string;
  subCategory: string;
}

export interface NewMessageRow {
  caseId: string;
  author: SupportMessageAuthor;
  authorName: string;
  userId: string | null;
  text: string;
  requestId: string | null;
  attachments: ReadonlyArray<{ name: string; originalName: string | null; mimeType: string; content: Uint8Array }>;
}

/** What staff see in `cases list`: the summary and whose case it is. */
export interface StaffCaseRow extends SupportCaseSummary {
  organizationId: string;
  userId: string | null;
  userEmail: string | null;
  messages: number;
}

/** A case's row as a write locks it. */
export interface LockedCase {
  status: SupportCaseStatus;
  number: number;
  subject: string;
  /** Who opened it (the user a staff reply notifies); null once that user is gone. */
  openedBy: string | null;
}

const MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const SUMMARY = `c.id::text AS id, c.number, c.subject, c.category, c.sub_category AS "subCategory", c.status,
  ${MS('c.created_at')} AS created, ${MS('c.updated_at')} AS updated,
  (SELECT count(*)::int FROM support_messages m WHERE m.case_id = c.id AND m.author = 'STAFF' AND m.read_at IS NULL) AS "unreadStaffReplies"`;

export function createSupportCaseRepository(db: Queryable) {
  async function messagesOf(caseId: string): Promise<SupportMessage[]> {
    const messages = await db.query<Omit<SupportMessage, 'attachments'>>(
      `SELECT id::text AS id, author, author_name AS "authorName", text, ${MS('created_at')} AS created
       FROM support_messages WHERE case_id = $1 ORDER BY seq`,
      [caseId],
    );
    const files = await db.query<SupportAttachment & { messageId: string }>(
      `SELECT a.id::text AS id, a.message_id::text AS "messageId", a.name, a.size, a.mime_type AS "mimeType"
       FROM support_attachments a JOIN support_messages m ON m.id = a.message_id
       WHERE m.case_id = $1 ORDER BY m.seq, a.position`,
      [caseId],
    );
    return messages.map((m) => ({
      ...m,
      attachments: files.filter((f) => f.messageId === m.id).map(({ messageId: _m, ...f }) => f),
    }));
  }

  /** The case stored under this idempotency key in the organization, if any. */
  async function idByRequestId(organizationId: string, requestId: string): Promise<string | undefined> {
    const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM support_cases WHERE organization_id = $1 AND request_id = $2', [
      organizationId,
      requestId,
    ]);
    return row?.id;
  }

  return {
    idByRequestId,

    /**
     * Stores a case unless one with its key exists in the organization; the id
     * stored under that key either way. Two concurrent inserts of one key: the
     * second waits for the first's transaction and then finds its row.
     */
    async insertCase(c: NewCaseRow): Promise<{ id: string; created: boolean }> {
      const [inserted] = await db.query<{ id: string }>(
        `INSERT INTO support_cases (organization_id, created_by, request_id, subject, category, sub_category)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (organization_id, request_id) DO NOTHING RETURNING id::text AS id`,
        [c.organizationId, c.userId, c.requestId, c.subject, c.category, c.subCategory],
      );
      if (inserted) return { id: inserted.id, created: true };
      const id = await idByRequestId(c.organizationId, c.requestId);
      return { id: id!, created: false };
    },

    /**
     * Stores a message (without its files) unless the case has one under its
     * key; its id, or undefined when the key was taken. The unique key
     * decides, so two copies of one reply store one message.
     */
    async insertMessage(m: Omit<NewMessageRow, 'attachments'>): Promise<string | undefined> {
      const [inserted] = await db.query<{ id: string }>(
        `INSERT INTO support_messages (case_id, author, author_name, user_id, text, request_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (case_id, request_id) DO NOTHING RETURNING id::text AS id`,
        [m.caseId, m.author, m.authorName, m.userId, m.text, m.requestId],
      );
      return inserted?.id;
    },

    async addAttachments(messageId: string, attachments: NewMessageRow['attachments']): Promise<void> {
      for (const [position, a] of attachments.entries()) {
        await db.query(
          'INSERT INTO support_attachments (message_id, position, name, original_name, mime_type, size, content) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [messageId, position, a.name, a.originalName, a.mimeType, a.content.byteLength, Buffer.from(a.content)],
        );
      }
    },

    /** Staff only: the names as sent (escaped) of the case's attachments whose names were cleaned, by attachment id. */
    async originalNames(caseId: string): Promise<Map<string, string>> {
      const rows = await db.query<{ id: string; originalName: string }>(
        `SELECT a.id::text AS id, a.original_name AS "originalName" FROM support_attachments a JOIN support_messages m ON m.id = a.message_id
         WHERE m.case_id = $1 AND a.original_name IS NOT NULL`,
        [caseId],
      );
      return new Map(rows.map((r) => [r.id, r.originalName]));
    },

    /**
     * Whether the organization's case has a message under this key: the one
     * look at a reply's key before its body is checked; undefined when the
     * organization has no such case.
     */
    async replyStored(organizationId: string, caseId: string, requestId: string): Promise<boolean | undefined> {
      const [row] = await db.query<{ stored: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM support_messages m WHERE m.case_id = c.id AND m.request_id = $3) AS stored
         FROM support_cases c WHERE c.id = $1 AND c.organization_id = $2`,
        [caseId, organizationId, requestId],
      );
      return row?.stored;
    },

    /** A new status and a new last update. */
    async setStatus(caseId: string, status: SupportCaseStatus): Promise<void> {
      await db.query('UPDATE support_cases SET status = $2, updated_at = clock_timestamp() WHERE id = $1', [caseId, status]);
    },

    /**
     * The case's row, read for update so that a reply and a close of one case
     * take turns (call it inside a transaction): its status, and what a staff
     * reply's notification names. `organizationId` null: staff, who see every
     * organization.
     */
    async lock(organizationId: string | null, caseId: string): Promise<LockedCase | undefined> {
      const [row] = await db.query<LockedCase>(
        `SELECT status, number, subject, created_by::text AS "openedBy" FROM support_cases
         WHERE id = $1 AND ($2::uuid IS NULL OR organization_id = $2) FOR UPDATE`,
        [caseId, organizationId],
      );
      return row;
    },

    /** One case of the organization with its thread; undefined when the organization has no such case. */
    async detail(organizationId: string | null, caseId: string): Promise<SupportCaseDetail | undefined> {
      const [summary] = await db.query<SupportCaseSummary>(
        `SELECT ${SUMMARY} FROM support_cases c WHERE c.id = $1 AND ($2::uuid IS NULL OR c.organization_id = $2)`,
        [caseId, organizationId],
      );
      if (!summary) return undefined;
      return { ...summary, messages: await messagesOf(caseId) };
    },

    /** Marks the case's staff messages read (a user of its organization opened it). */
    async markStaffRead(organizationId: string, caseId: string): Promise<void> {
      await db.query(
        `UPDATE support_messages m SET read_at = now() FROM support_cases c
         WHERE m.case_id = $1 AND c.id = m.case_id AND c.organization_id = $2 AND m.author = 'STAFF' AND m.read_at IS NULL`,
        [caseId, organizationId],
      );
    },

    /** One page of the organization's cases, the last updated first (`status` null: every case). */
    async page(organizationId: string, status: SupportCaseStatus | null, size: number, page: number): Promise<{ rows: SupportCaseSummary[]; total: number }> {
      const [count] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM support_cases WHERE organization_id = $1 AND ($2::text IS NULL OR status = $2)',
        [organizationId, status],
      );
      const rows = await db.query<SupportCaseSummary>(
        `SELECT ${SUMMARY} FROM support_cases c WHERE c.organization_id = $1 AND ($2::text IS NULL OR c.status = $2)
         ORDER BY c.updated_at DESC, c.number DESC LIMIT $3 OFFSET $4`,
        [organizationId, status, size, page * size],
      );
      return { rows, total: count?.n ?? 0 };
    },

    /** An attachment of a message of this case of this organization, with its bytes. */
    async attachment(organizationId: string, caseId: string, attachmentId: string): Promise<{ name: string; mimeType: string; content: Buffer } | undefined> {
      const [row] = await db.query<{ name: string; mimeType: string; content: Uint8Array }>(
        `SELECT a.name, a.mime_type AS "mimeType", a.content
         FROM support_attachments a
         JOIN support_messages m ON m.id = a.message_id
         JOIN support_cases c ON c.id = m.case_id
         WHERE a.id = $3 AND c.id = $2 AND c.organization_id = $1`,
        [organizationId, caseId, attachmentId],
      );
      return row && { name: row.name, mimeType: row.mimeType, content: Buffer.from(row.content) };
    },

    /** The case's id from its number ("1001") or its id (staff commands). */
    async resolve(idOrNumber: string): Promise<string | undefined> {
      const byNumber = /^\d{1,9}$/.test(idOrNumber);
      const [row] = await db.query<{ id: string }>(
        byNumber ? 'SELECT id::text AS id FROM support_cases WHERE number = $1' : 'SELECT id::text AS id FROM support_cases WHERE id::text = lower($1)',
        [byNumber ? Number(idOrNumber) : idOrNumber],
      );
      return row?.id;
    },

    /** The newest `limit` cases of every organization, for staff (`status` null: every case). */
    staffList(limit: number, status: SupportCaseStatus | null): Promise<StaffCaseRow[]> {
      return db.query<StaffCaseRow>(
        `SELECT ${SUMMARY}, c.organization_id::text AS "organizationId", c.created_by::text AS "userId", u.email AS "userEmail",
           (SELECT count(*)::int FROM support_messages m WHERE m.case_id = c.id) AS messages
         FROM support_cases c LEFT JOIN users u ON u.id = c.created_by
         WHERE ($2::text IS NULL OR c.status = $2)
         ORDER BY c.updated_at DESC, c.number DESC LIMIT $1`,
        [limit, status],
      );
    },

    /** How a user signs their messages: their name, else the part of their e-mail before the @. */
    async authorName(userId: string): Promise<string> {
      const [row] = await db.query<{ name: string }>(
        `SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), split_part(email, '@', 1)) AS name FROM users WHERE id = $1`,
        [userId],
      );
      return row?.name ?? '';
    },
  };
}

export type SupportCaseRepository = ReturnType<typeof createSupportCaseRepository>;
