/** What the support-cases feature keeps besides the server's shapes (src/config/support-cases.ts). */
import type { EncodedUpload } from '../../config/uploads';
import type { NewSupportCase, SupportReply } from '../../config/support-cases';

/** The outbox kinds of this feature. */
export const CASE_OUTBOX_KIND = 'supportCase';
export const REPLY_OUTBOX_KIND = 'supportReply';

/** A new case or a reply as it waits in the outbox: whose it is, and the body sent on every attempt. */
export type QueuedCaseWork =
  | { kind: typeof CASE_OUTBOX_KIND; userId: string; body: NewSupportCase }
  | { kind: typeof REPLY_OUTBOX_KIND; userId: string; caseId: string; body: SupportReply };

/** A waiting item as the list and the thread show it ("waiting to send"). */
export interface PendingMessage {
  requestId: string;
  caseId: string | null;
  subject: string | null;
  text: string;
  attachmentNames: string[];
  createdAt: number;
}

/** Why the server refused a queued item: each has its own message. */
export type RefusalReason = 'caseClosed' | 'sessionExpired' | 'badAttachment' | 'refused';

/** A refused item: its text is kept until the user copies, edits and retries, or dismisses it. */
export interface FailedMessage extends PendingMessage {
  reason: RefusalReason;
  /** The server's message, when it gave one. */
  detail: string | null;
  work: QueuedCaseWork;
}

/** The new-case form as typed (files are not kept). */
export interface NewCaseDraft {
  category: string;
  subCategory: string;
  subject: string;
  description: string;
}

export type NewCaseInput = NewSupportCase;
export type ReplyInput = SupportReply;
export type { EncodedUpload };
