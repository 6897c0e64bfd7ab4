/**
 * Support cases (issue 16): the shapes the supportdesk API answers and the
 * bounds both sides check. Pure data: the server, the app and the worker
 * import it. docs/api.md, "Support cases".
 *
 * - GET  supportdesk/api/v1/cases?status=OPEN|ANSWERED|CLOSED&page=0&size=20
 *        -> SupportCaseList (newest update first; no status: every case)
 * - POST supportdesk/api/v1/cases  body NewSupportCase, header X-Request-Id
 *        -> SupportCaseDetail (the same X-Request-Id again answers the same case)
 * - GET  supportdesk/api/v1/cases/{caseId} -> SupportCaseDetail (marks staff replies read)
 * - POST supportdesk/api/v1/cases/{caseId}/messages  body SupportReply, header X-Request-Id
 *        -> SupportCaseDetail (one message per X-Request-Id; CASE_CLOSED 409 when closed)
 * - POST supportdesk/api/v1/cases/{caseId}/close  -> SupportCaseDetail
 * - POST supportdesk/api/v1/cases/{caseId}/reopen -> SupportCaseDetail
 * - GET  supportdesk/api/v1/cases/{caseId}/attachments/{attachmentId}
 *        -> the bytes; Content-Disposition: attachment; X-Content-Type-Options: nosniff
 * All signed and scoped to the acting organization (X-Organization-Id): a case
 * of another organization is NOT_FOUND (404), never 403, so its existence is not told.
 */
import type { EncodedUpload } from './uploads.js';

export const SUPPORT_CASE_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
/** OPEN: waiting for staff. ANSWERED: staff replied last. CLOSED: closed by the user or staff. */
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

export type SupportMessageAuthor = 'USER' | 'STAFF';

export const SUPPORT_CASE_LIMITS = {
  subjectMaxLength: 200,
  textMaxLength: 5000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

export interface SupportAttachment {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

export interface SupportMessage {
  id: string;
  author: SupportMessageAuthor;
  /** The user's display name or the staff member's first name. */
  authorName: string;
  text: string;
  /** Epoch milliseconds. */
  created: number;
  attachments: SupportAttachment[];
}

export interface SupportCaseSummary {
  /** Opaque, URL-safe. */
  id: string;
  /** What people quote: "#1042". */
  number: number;
  subject: string;
  category: string;
  subCategory: string;
  status: SupportCaseStatus;
  created: number;
  updated: number;
  /** Staff messages the user has not opened yet. */
  unreadStaffReplies: number;
}

export interface SupportCaseDetail extends SupportCaseSummary {
  messages: SupportMessage[];
}

export interface SupportCaseList {
  list: SupportCaseSummary[];
  pagination: { page: number; size: number; totalPageCount: number; totalSize: number };
}

export interface NewSupportCase {
  category: string;
  subCategory: string;
  subject: string;
  description: string;
  attachments: EncodedUpload[];
}

export interface SupportReply {
  text: string;
  attachments: EncodedUpload[];
}
