/**
 * What happens to a support case, for the user (routes/support-cases.ts) and
 * for staff (admin/case-commands.ts): opening one, replying, closing and
 * reopening. Reads go through the store's repositories (app.repos); each
 * change of several rows is one transaction. Each stored action has its
 * idempotency key (X-Request-Id): the route looks it up once, before the body
 * and its files are checked, and the unique constraint decides the write, so
 * a retry, or two copies of one request arriving together, store one case or
 * one message (docs/api.md "Support cases"). Every answer reads the case once.
 */
import type { Db } from '../db/db.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { ApiError } from '../lib/api-error.js';
import type { CheckedUpload } from '../uploads/decode-uploads.js';
import type { SupportCaseDetail, SupportCaseStatus } from '../../../src/config/support-cases.js';

/** Where the cases are: the app's database and repositories (app.db, app.repos), or the admin CLI's. */
export interface CaseStore {
  db: Db;
  repos: Repositories;
}

/** Runs `work` in one transaction, on repositories over it. */
function inTransaction<T>(store: CaseStore, work: (repos: Repositories) => Promise<T>): Promise<T> {
  return store.db.transaction((tx) => work(createRepositories(tx)));
}

/** Who acts on the case's behalf: a user of its organization. */
export interface CaseUser {
  organizationId: string;
  userId: string;
}

const notFound = () => new ApiError('NOT_FOUND', 'No such support case');

/** The case of the organization with its thread, or NOT_FOUND (for any other organization too: its existence is not told). */
export async function caseDetail(store: CaseStore, organizationId: string, caseId: string): Promise<SupportCaseDetail> {
  const detail = await store.repos.supportCases.detail(organizationId, caseId);
  if (!detail) throw notFound();
  return detail;
}

/** Whether the category and sub-category are among the help centre's (supportdesk/api/v1/categories). */
export async function checkCategory(store: CaseStore, category: string, subCategory: string): Promise<void> {
  const categories = await store.repos.support.categories();
  const found = categories.find((c) => c.category === category);
  if (!found)
    throw new ApiError('INVALID_PARAMETER', `Unknown category "${category}"`, {
      fields: [{ field: 'category', status: 'error', message: 'forms.error.invalid' }],
    });
  if (!found.subCategories.includes(subCategory)) {
    throw new ApiError('INVALID_PARAMETER', `Unknown sub-category "${subCategory}" of ${category}`, {
      fields: [{ field: 'subCategory', status: 'error', message: 'forms.error.invalid' }],
    });
  }
}

/** The case stored under this key in the organization: the one look at a new case's key. */
export function caseByRequestId(store: CaseStore, organizationId: string, requestId: string): Promise<string | undefined> {
  return store.repos.supportCases.idByRequestId(organizationId, requestId);
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
export async function openCase(store: CaseStore, by: CaseUser, input: NewCase): Promise<SupportCaseDetail> {
  const caseId = await inTransaction(store, async (repos) => {
    const stored = await repos.supportCases.insertCase({
      organizationId: by.organizationId,
      userId: by.userId,
      requestId: input.requestId,
      subject: input.subject,
      category: input.category,
      subCategory: input.subCategory,
    });
    if (stored.created) {
      const messageId = await repos.supportCases.insertMessage({
        caseId: stored.id,
        author: 'USER',
        authorName: await repos.supportCases.authorName(by.userId),
        userId: by.userId,
        text: input.description,
        requestId: null,
      });
      await repos.supportCases.addAttachments(messageId!, input.attachments);
    }
    return stored.id;
  });
  return caseDetail(store, by.organizationId, caseId);
}

/**
 * Whether a reply is already stored under this key: the one look at a
 * reply's key, before its body and files are checked (a retry need not send
 * them through the checks again). NOT_FOUND for a case of another organization.
 */
export async function isStoredReply(store: CaseStore, organizationId: string, caseId: string, requestId: string): Promise<boolean> {
  const stored = await store.repos.supportCases.replyStored(organizationId, caseId, requestId);
  if (stored === undefined) throw notFound();
  return stored;
}

/**
 * The user's reply: stored once per (case, request id), and the case is OPEN
 * again (waiting for staff). A copy of the reply stored since isStoredReply
 * looked leaves the case as it is, even if it was closed since; a new reply
 * to a closed case is CASE_CLOSED.
 */
export async function replyAsUser(
  store: CaseStore,
  by: CaseUser,
  input: { caseId: string; requestId: string; text: string; attachments: readonly CheckedUpload[] },
): Promise<SupportCaseDetail> {
  await inTransaction(store, async (repos) => {
    // The row lock makes two copies of one reply, or a reply and a close, take turns.
    const locked = await repos.supportCases.lock(by.organizationId, input.caseId);
    if (!locked) throw notFound();
    const messageId = await repos.supportCases.insertMessage({
      caseId: input.caseId,
      author: 'USER',
      authorName: await repos.supportCases.authorName(by.userId),
      userId: by.userId,
      text: input.text,
      requestId: input.requestId,
    });
    // The key was taken: a copy of this reply is stored.
    if (messageId === undefined) return;
    // Thrown after the insert, so that a stored copy answers the case first; the transaction drops the message.
    if (locked.status === 'CLOSED') throw new ApiError('CASE_CLOSED');
    await repos.supportCases.addAttachments(messageId, input.attachments);
    await repos.supportCases.setStatus(input.caseId, 'OPEN');
  });
  return caseDetail(store, by.organizationId, input.caseId);
}

/**
 * Close (CLOSED) or reopen (OPEN) for the user. Either is idempotent: closing
 * a closed case or reopening an open one changes nothing.
 */
export async function setCaseStatusAsUser(store: CaseStore, organizationId: string, caseId: string, action: 'close' | 'reopen'): Promise<SupportCaseDetail> {
  await inTransaction(store, async (repos) => {
    const status = (await repos.supportCases.lock(organizationId, caseId))?.status;
    if (!status) throw notFound();
    const next: SupportCaseStatus | undefined = action === 'close' ? (status === 'CLOSED' ? undefined : 'CLOSED') : status === 'CLOSED' ? 'OPEN' : undefined;
    if (next) await repos.supportCases.setStatus(caseId, next);
  });
  return caseDetail(store, organizationId, caseId);
}

/** GET detail: the user opened the case, so its staff replies are read. */
export async function openCaseThread(store: CaseStore, organizationId: string, caseId: string): Promise<SupportCaseDetail> {
  await store.repos.supportCases.markStaffRead(organizationId, caseId);
  return caseDetail(store, organizationId, caseId);
}

/** A case named by staff: its number ("1001", "#1001") or its id. */
export async function resolveCase(store: CaseStore, idOrNumber: string): Promise<string> {
  const id = await store.repos.supportCases.resolve(idOrNumber.replace(/^#/, ''));
  if (!id) throw new StaffCaseError(`No support case ${idOrNumber} (see: cases list)`);
  return id;
}

/** What staff can fix (an unknown case, a reply to a closed one): the admin CLI prints it. */
export class StaffCaseError extends Error {
  override readonly name = 'StaffCaseError';
}

/** Everything staff see of one case (any organization). */
export async function staffCaseDetail(store: CaseStore, caseId: string): Promise<SupportCaseDetail> {
  const detail = await store.repos.supportCases.detail(null, caseId);
  if (!detail) throw new StaffCaseError(`No support case ${caseId}`);
  return detail;
}

/**
 * A staff reply: the case becomes ANSWERED, and the user who opened it gets
 * a notification (the bell, category GENERAL) that links to the thread.
 */
export async function replyAsStaff(store: CaseStore, caseId: string, input: { text: string; authorName: string }): Promise<SupportCaseDetail> {
  await inTransaction(store, async (repos) => {
    const locked = await repos.supportCases.lock(null, caseId);
    if (!locked) throw new StaffCaseError(`No support case ${caseId}`);
    if (locked.status === 'CLOSED') throw new StaffCaseError('The case is closed: the user can reopen it; staff replies go to open cases');
    await repos.supportCases.insertMessage({ caseId, author: 'STAFF', authorName: input.authorName, userId: null, text: input.text, requestId: null });
    await repos.supportCases.setStatus(caseId, 'ANSWERED');
    if (locked.openedBy) {
      await repos.notifications.add(locked.openedBy, {
        category: 'GENERAL',
        title: `Support replied to case #${locked.number}`,
        text: locked.subject,
        link: `/support/my-cases/${caseId}`,
      });
    }
  });
  return staffCaseDetail(store, caseId);
}

/** Staff close a case (CLOSED); closing a closed case changes nothing. */
export async function closeAsStaff(store: CaseStore, caseId: string): Promise<SupportCaseDetail> {
  await inTransaction(store, async (repos) => {
    const status = (await repos.supportCases.lock(null, caseId))?.status;
    if (!status) throw new StaffCaseError(`No support case ${caseId}`);
    if (status !== 'CLOSED') await repos.supportCases.setStatus(caseId, 'CLOSED');
  });
  return staffCaseDetail(store, caseId);
}
