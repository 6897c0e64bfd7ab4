/**
 * What happens to a support case, for the user (routes/support-cases.ts) and
 * for staff (admin/case-commands.ts): opening one, replying, closing and
 * reopening. Each change of several rows is one transaction, and each stored
 * action has its idempotency key (X-Request-Id), so a retry, or two copies of
 * one request arriving together, store one case or one message
 * (docs/api.md "Support cases").
 */
import type { Db } from '../db/db.js';
import { createRepositories } from '../repositories/index.js';
import { ApiError } from '../lib/api-error.js';
import type { CheckedUpload } from '../uploads/decode-uploads.js';
import type { SupportCaseDetail, SupportCaseStatus } from '../../../src/config/support-cases.js';

/** Who acts on the case's behalf: a user of its organization. */
export interface CaseUser {
  organizationId: string;
  userId: string;
}

const notFound = () => new ApiError('NOT_FOUND', 'No such support case');

/** The case of the organization with its thread, or NOT_FOUND (for any other organization too: its existence is not told). */
export async function caseDetail(db: Db, organizationId: string, caseId: string): Promise<SupportCaseDetail> {
  const detail = await createRepositories(db).supportCases.detail(organizationId, caseId);
  if (!detail) throw notFound();
  return detail;
}

/** Whether the category and sub-category are among the help centre's (supportdesk/api/v1/categories). */
export async function checkCategory(db: Db, category: string, subCategory: string): Promise<void> {
  const categories = await createRepositories(db).support.categories();
  const found = categories.find((c) => c.category === category);
  if (!found) throw new ApiError('INVALID_PARAMETER', `Unknown category "${category}"`, { fields: [{ field: 'category', status: 'error', message: 'forms.error.invalid' }] });
  if (!found.subCategories.includes(subCategory)) {
    throw new ApiError('INVALID_PARAMETER', `Unknown sub-category "${subCategory}" of ${category}`, {
      fields: [{ field: 'subCategory', status: 'error', message: 'forms.error.invalid' }],
    });
  }
}

export interface NewCase {
  requestId: string;
  subject: string;
  category: string;
  subCategory: string;
  description: string;
  attachments: readonly CheckedUpload[];
}

/** Opens a case with its first message, once per (organization, request id); the stored case either way. */
export async function openCase(db: Db, by: CaseUser, input: NewCase): Promise<SupportCaseDetail> {
  const caseId = await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const stored = await repos.supportCases.insertCase({
      organizationId: by.organizationId,
      userId: by.userId,
      requestId: input.requestId,
      subject: input.subject,
      category: input.category,
      subCategory: input.subCategory,
    });
    if (stored.created) {
      await repos.supportCases.addMessage({
        caseId: stored.id,
        author: 'USER',
        authorName: await repos.supportCases.authorName(by.userId),
        userId: by.userId,
        text: input.description,
        requestId: null,
        attachments: input.attachments,
      });
    }
    return stored.id;
  });
  return caseDetail(db, by.organizationId, caseId);
}

/**
 * The user's reply: stored once per (case, request id), and the case is OPEN
 * again (waiting for staff). A replay of a stored reply answers the case even
 * if it was closed since; a new reply to a closed case is CASE_CLOSED.
 */
export async function replyAsUser(
  db: Db,
  by: CaseUser,
  input: { caseId: string; requestId: string; text: string; attachments: readonly CheckedUpload[] },
): Promise<SupportCaseDetail> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    // The row lock makes two copies of one reply, or a reply and a close, take turns.
    const status = await repos.supportCases.lockStatus(by.organizationId, input.caseId);
    if (!status) throw notFound();
    if (await repos.supportCases.hasMessage(input.caseId, input.requestId)) return;
    if (status === 'CLOSED') throw new ApiError('CASE_CLOSED');
    await repos.supportCases.addMessage({
      caseId: input.caseId,
      author: 'USER',
      authorName: await repos.supportCases.authorName(by.userId),
      userId: by.userId,
      text: input.text,
      requestId: input.requestId,
      attachments: input.attachments,
    });
    await repos.supportCases.setStatus(input.caseId, 'OPEN');
  });
  return caseDetail(db, by.organizationId, input.caseId);
}

/** Whether a stored reply already has this key (a retry need not send its files through the checks again). */
export async function isStoredReply(db: Db, organizationId: string, caseId: string, requestId: string): Promise<boolean> {
  const repos = createRepositories(db);
  if (!(await repos.supportCases.detail(organizationId, caseId))) throw notFound();
  return repos.supportCases.hasMessage(caseId, requestId);
}

/**
 * Close (CLOSED) or reopen (OPEN) for the user. Either is idempotent: closing
 * a closed case or reopening an open one changes nothing.
 */
export async function setCaseStatusAsUser(db: Db, organizationId: string, caseId: string, action: 'close' | 'reopen'): Promise<SupportCaseDetail> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const status = await repos.supportCases.lockStatus(organizationId, caseId);
    if (!status) throw notFound();
    const next: SupportCaseStatus | undefined = action === 'close' ? (status === 'CLOSED' ? undefined : 'CLOSED') : status === 'CLOSED' ? 'OPEN' : undefined;
    if (next) await repos.supportCases.setStatus(caseId, next);
  });
  return caseDetail(db, organizationId, caseId);
}

/** GET detail: the user opened the case, so its staff replies are read. */
export async function openCaseThread(db: Db, organizationId: string, caseId: string): Promise<SupportCaseDetail> {
  await createRepositories(db).supportCases.markStaffRead(organizationId, caseId);
  return caseDetail(db, organizationId, caseId);
}

/** A case named by staff: its number ("1001", "#1001") or its id. */
export async function resolveCase(db: Db, idOrNumber: string): Promise<string> {
  const id = await createRepositories(db).supportCases.resolve(idOrNumber.replace(/^#/, ''));
  if (!id) throw new StaffCaseError(`No support case ${idOrNumber} (see: cases list)`);
  return id;
}

/** What staff can fix (an unknown case, a reply to a closed one): the admin CLI prints it. */
export class StaffCaseError extends Error {
  override readonly name = 'StaffCaseError';
}

/** Everything staff see of one case (any organization). */
export async function staffCaseDetail(db: Db, caseId: string): Promise<SupportCaseDetail> {
  const detail = await createRepositories(db).supportCases.detail(null, caseId);
  if (!detail) throw new StaffCaseError(`No support case ${caseId}`);
  return detail;
}

/**
 * A staff reply: the case becomes ANSWERED, and the user who opened it gets
 * a notification (the bell, category GENERAL) that links to the thread.
 */
export async function replyAsStaff(db: Db, caseId: string, input: { text: string; authorName: string }): Promise<SupportCaseDetail> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const status = await repos.supportCases.lockStatus(null, caseId);
    if (!status) throw new StaffCaseError(`No support case ${caseId}`);
    if (status === 'CLOSED') throw new StaffCaseError('The case is closed: the user can reopen it; staff replies go to open cases');
    await repos.supportCases.addMessage({ caseId, author: 'STAFF', authorName: input.authorName, userId: null, text: input.text, requestId: null, attachments: [] });
    await repos.supportCases.setStatus(caseId, 'ANSWERED');
    const userId = await repos.supportCases.openedBy(caseId);
    const detail = await repos.supportCases.detail(null, caseId);
    if (userId && detail) {
      await repos.notifications.add(userId, {
        category: 'GENERAL',
        title: `Support replied to case #${detail.number}`,
        text: detail.subject,
        link: `/support/my-cases/${caseId}`,
      });
    }
  });
  return staffCaseDetail(db, caseId);
}

/** Staff close a case (CLOSED); closing a closed case changes nothing. */
export async function closeAsStaff(db: Db, caseId: string): Promise<SupportCaseDetail> {
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const status = await repos.supportCases.lockStatus(null, caseId);
    if (!status) throw new StaffCaseError(`No support case ${caseId}`);
    if (status !== 'CLOSED') await repos.supportCases.setStatus(caseId, 'CLOSED');
  });
  return staffCaseDetail(db, caseId);
}
