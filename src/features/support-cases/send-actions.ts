/**
 * Sending a new case or a reply: now when the network takes it, else through
 * the outbox (kinds supportCase and supportReply) with the same X-Request-Id
 * on every attempt, so the server stores it once. A refusal (CASE_CLOSED,
 * an expired session, a bad attachment) keeps the text in `failed` before the
 * outbox lets the item go: nothing the user wrote is dropped silently.
 */
import type { NewSupportCase, SupportCaseDetail, SupportReply } from '../../config/support-cases';
import { isOnline } from '../../lib/online';
import { outbox, requestBackgroundSync, type SendOutcome } from '../../lib/outbox';
import { closeCase } from './api/close-case';
import { createCase } from './api/create-case';
import { reopenCase } from './api/reopen-case';
import { replyToCase } from './api/reply-to-case';
import { classifyFailure, type FieldRefusal } from './refusal';
import { adoptCase, casesState, keepFailed, refreshPending } from './state';
import { CASE_OUTBOX_KIND, REPLY_OUTBOX_KIND, type QueuedCaseWork, type RefusalReason } from './types';

export type SendResult =
  | { kind: 'sent'; caseId: string }
  | { kind: 'queued'; requestId: string }
  | { kind: 'refused'; reason: RefusalReason; detail: string | null; fields: FieldRefusal[] };

export function newRequestId(): string {
  return crypto.randomUUID();
}

function post(work: QueuedCaseWork, requestId: string): Promise<SupportCaseDetail> {
  return work.kind === CASE_OUTBOX_KIND ? createCase(work.body, requestId) : replyToCase(work.caseId, work.body, requestId);
}

/** The server took it: show its answer (a failure to keep it on the device is not a failure to send). */
async function adopt(work: QueuedCaseWork, detail: SupportCaseDetail): Promise<void> {
  if (casesState.userId === work.userId) await adoptCase(detail).catch(() => undefined);
}

/**
 * Sends what waits, this item included: a flush already under way read its
 * list before this item arrived, so a second one follows it.
 */
function flushSoon(): void {
  void outbox.flush().then(() => outbox.flush());
}

async function queue(work: QueuedCaseWork, requestId: string): Promise<SendResult> {
  await outbox.enqueue(work.kind, work, requestId);
  requestBackgroundSync();
  await refreshPending();
  // The connection may have come back while this attempt failed: its `online` flush has passed.
  if (isOnline()) flushSoon();
  return { kind: 'queued', requestId };
}

async function submit(work: QueuedCaseWork, requestId: string): Promise<SendResult> {
  // Earlier items still wait: this one goes behind them, so the thread keeps the order they were written in.
  if (casesState.pending.length > 0) {
    const result = await queue(work, requestId);
    flushSoon();
    return result;
  }
  let detail: SupportCaseDetail;
  try {
    detail = await post(work, requestId);
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'offline') return queue(work, requestId);
    return { kind: 'refused', reason: failure.reason, detail: failure.detail, fields: failure.fields };
  }
  await adopt(work, detail);
  return { kind: 'sent', caseId: detail.id };
}

/** Opens a case for the signed-in user; the form keeps its input unless it was sent or queued. */
export function submitNewCase(body: NewSupportCase, requestId: string = newRequestId()): Promise<SendResult> {
  const userId = casesState.userId;
  if (!userId) return Promise.resolve({ kind: 'refused', reason: 'sessionExpired', detail: null, fields: [] });
  return submit({ kind: CASE_OUTBOX_KIND, userId, body }, requestId);
}

export function submitReply(caseId: string, body: SupportReply, requestId: string = newRequestId()): Promise<SendResult> {
  const userId = casesState.userId;
  if (!userId) return Promise.resolve({ kind: 'refused', reason: 'sessionExpired', detail: null, fields: [] });
  return submit({ kind: REPLY_OUTBOX_KIND, userId, caseId, body }, requestId);
}

/** The outbox's sender for both kinds (registered by the app at startup). */
export async function sendQueuedCaseWork(work: QueuedCaseWork, requestId: string): Promise<SendOutcome> {
  // Whose session signs is not known yet (the profile is loading): wait for the next flush, holding back no other kind.
  if (!casesState.userId) return 'wait';
  if (work.userId !== casesState.userId) {
    // Another user signed in on this browser: never sent under their name; kept, unseen, for its writer.
    await keepFailed(work.userId, failedOf(work, requestId, 'sessionExpired', null));
    return 'drop';
  }
  let detail: SupportCaseDetail;
  try {
    detail = await post(work, requestId);
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'offline') return 'retry';
    const failed = failedOf(work, requestId, failure.reason, failure.detail);
    await keepFailed(work.userId, failed, failure.reason === 'sessionExpired' ? 'memory' : 'device');
    return 'drop';
  }
  await adopt(work, detail);
  return 'sent';
}

function failedOf(work: QueuedCaseWork, requestId: string, reason: RefusalReason, detail: string | null) {
  const isCase = work.kind === CASE_OUTBOX_KIND;
  return {
    requestId,
    caseId: isCase ? null : work.caseId,
    subject: isCase ? work.body.subject : null,
    text: isCase ? work.body.description : work.body.text,
    attachmentNames: (work.body.attachments ?? []).map((a) => a.name),
    createdAt: Date.now(),
    reason,
    detail,
    work,
  };
}

/** Closes or reopens a case (online only); throws what the server answered. */
export async function setCaseClosed(caseId: string, closed: boolean): Promise<void> {
  const detail = closed ? await closeCase(caseId) : await reopenCase(caseId);
  await adoptCase(detail);
}
