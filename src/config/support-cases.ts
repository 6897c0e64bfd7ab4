/**
 * Support cases (issue 16): the bounds both sides check, and the names of
 * the shapes the supportdesk API answers. Pure data: the server, the app and
 * the worker import it. docs/api.md, "Support cases".
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
import type * as Wire from './api/support.js';

export const SUPPORT_CASE_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
/** OPEN: waiting for staff. ANSWERED: staff replied last. CLOSED: closed by the user or staff. */
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

export const SUPPORT_CASE_LIMITS = {
  subjectMaxLength: 200,
  textMaxLength: 5000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
} as const;

// The wire shapes are the contract's (src/config/api/support.ts), named here
// as the app and the server have always imported them. Types only: the
// schemas import this module's bounds.
export type SupportAttachment = Wire.SupportAttachment;
export type SupportMessage = Wire.SupportMessage;
export type SupportMessageAuthor = Wire.SupportMessage['author'];
export type SupportCaseSummary = Wire.SupportCaseSummary;
export type SupportCaseDetail = Wire.SupportCaseDetail;
export type SupportCaseList = Wire.SupportCaseList;
export type NewSupportCase = Wire.NewSupportCase;
export type SupportReply = Wire.SupportReply;
