/**
 * The signed-in user's support cases (issue 16; docs/support-cases.md): the
 * list and each opened thread, with the time they were fetched, mirrored in
 * the user's own IndexedDB store (cases-store.ts) so they read offline; the
 * items waiting in the outbox; the items the server refused, with their text.
 * Sending lives in send-actions.ts.
 */
import { proxy } from 'valtio';
import type { SupportCaseDetail, SupportCaseStatus, SupportCaseSummary } from '../../config/support-cases';
import type { Answer } from '../../lib/api';
import { loadRemote, slotOf, type SlotUpdate } from '../../lib/load-remote';
import { outbox, type OutboxItem } from '../../lib/outbox';
import { idle, loading, ready, type Remote } from '../../lib/remote';
import { getCase } from './api/get-case';
import { listCases } from './api/list-cases';
import { casesStoreFor, clearAllCasesStores } from './cases-store';
import { forgetCasesOwner } from './owner';
import { CASE_OUTBOX_KIND, REPLY_OUTBOX_KIND, type FailedMessage, type PendingMessage, type QueuedCaseWork } from './types';

// -- State --

export interface CasesState {
  /** Whose cases these are; null: nobody signed in. */
  userId: string | null;
  /** Slots (src/lib/remote.ts): after a failed load (offline) they keep what the device had, with its `asOf`. */
  list: Remote<SupportCaseSummary[]>;
  threads: Record<string, Remote<SupportCaseDetail>>;
  pending: PendingMessage[];
  failed: FailedMessage[];
  filter: SupportCaseStatus | 'ALL';
}

export const casesState = proxy<CasesState>({
  userId: null,
  list: idle(),
  threads: {},
  pending: [],
  failed: [],
  filter: 'ALL',
});

// -- Actions --

/** Shows `userId`'s cases from now on (null: nobody's); what another user saw is dropped from memory. */
export async function openCasesFor(userId: string | null): Promise<void> {
  if (casesState.userId === userId) return;
  casesState.userId = userId;
  casesState.list = idle();
  casesState.threads = {};
  // A refusal after a session expired stays on screen (memory only) so its text can still be copied.
  casesState.failed = casesState.failed.filter((f) => f.reason === 'sessionExpired' && userId === null);
  casesState.pending = [];
  if (!userId) return;
  const failed = (await casesStoreFor(userId).get('failed')) ?? [];
  if (casesState.userId === userId) casesState.failed = failed;
  await refreshPending();
}

export function setCasesFilter(filter: CasesState['filter']): void {
  casesState.filter = filter;
}

function pendingOf(item: OutboxItem): PendingMessage | null {
  const work = item.payload as QueuedCaseWork;
  if (work.userId !== casesState.userId) return null;
  if (item.kind === CASE_OUTBOX_KIND && work.kind === CASE_OUTBOX_KIND) {
    const b = work.body;
    return {
      requestId: item.id,
      caseId: null,
      subject: b.subject,
      text: b.description,
      attachmentNames: (b.attachments ?? []).map((a) => a.name),
      createdAt: item.createdAt,
    };
  }
  if (item.kind === REPLY_OUTBOX_KIND && work.kind === REPLY_OUTBOX_KIND) {
    const b = work.body;
    return {
      requestId: item.id,
      caseId: work.caseId,
      subject: null,
      text: b.text,
      attachmentNames: (b.attachments ?? []).map((a) => a.name),
      createdAt: item.createdAt,
    };
  }
  return null;
}

/** Re-reads the outbox: what of this user's still waits. */
export async function refreshPending(): Promise<void> {
  const items = await outbox.pending();
  casesState.pending = items
    .map(pendingOf)
    .filter((p): p is PendingMessage => p !== null)
    .sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Loads one slot of `userId`'s: what the device kept first (shown while the
 * server is asked), then the server's answer, which the device keeps. Changes
 * for a user who has signed out meanwhile are dropped.
 */
async function loadInto<T>(
  userId: string,
  update: SlotUpdate<T>,
  cached: () => Promise<{ fetchedAt: number; data: T } | undefined>,
  fetch: () => Promise<Answer<T>>,
  keep: (data: T, asOf: number) => Promise<void>,
): Promise<void> {
  let empty = false;
  update((current) => {
    empty = current.data === undefined;
    return loading(current);
  });
  if (empty) {
    const stored = await cached().catch(() => undefined);
    if (stored) update((current) => (current.data === undefined ? { status: 'loading', data: stored.data, asOf: stored.fetchedAt } : current));
  }
  // The user may have signed out while the device store was read: their cases are not asked for.
  if (casesState.userId !== userId) return;
  let kept: T | undefined;
  const answer = await loadRemote(update, async () => {
    const fetched = await fetch();
    // Kept before valtio adopts the answer: IndexedDB cannot clone a proxy.
    kept = structuredClone(fetched.data);
    return fetched;
  });
  if (answer && kept !== undefined && casesState.userId === userId) await keep(kept, answer.asOf).catch(() => undefined);
}

/** The list: what the device kept at once, then the server's. */
export function loadCases(): Promise<void> {
  const userId = casesState.userId;
  if (!userId) return Promise.resolve();
  const store = casesStoreFor(userId);
  return loadInto(
    userId,
    slotOf(casesState, 'list', () => casesState.userId === userId),
    () => store.get('list'),
    async () => {
      const answer = await listCases();
      return { data: answer.data.list, asOf: answer.asOf };
    },
    (data, fetchedAt) => store.set('list', { fetchedAt, data }),
  );
}

/** One thread: what the device kept at once, then the server's (which marks staff replies read). */
export function loadCase(caseId: string): Promise<void> {
  const userId = casesState.userId;
  if (!userId) return Promise.resolve();
  const store = casesStoreFor(userId);
  const threads = casesState.threads;
  threads[caseId] ??= idle();
  return loadInto(
    userId,
    slotOf(threads, caseId, () => casesState.userId === userId && casesState.threads === threads),
    () => store.get(`case:${caseId}`),
    () => getCase(caseId),
    async (data, fetchedAt) => {
      await store.set(`case:${caseId}`, { fetchedAt, data });
      await adoptSummary(data, fetchedAt);
    },
  );
}

/** A case the server answered (create, reply, close, reopen, open): the thread and its line in the list. */
export async function adoptCase(detail: SupportCaseDetail, fetchedAt: number = Date.now()): Promise<void> {
  const userId = casesState.userId;
  if (!userId) return;
  const kept = structuredClone(detail);
  casesState.threads[detail.id] = ready(detail, fetchedAt);
  await casesStoreFor(userId).set(`case:${detail.id}`, { fetchedAt, data: kept });
  await adoptSummary(kept, fetchedAt);
}

async function adoptSummary(detail: SupportCaseDetail, fetchedAt: number): Promise<void> {
  const { messages: _messages, ...summary } = detail;
  // Plain copies: IndexedDB cannot clone valtio's proxies.
  const rest = (casesState.list.data ?? []).filter((c) => c.id !== summary.id).map((c) => ({ ...c }));
  const next = [summary, ...rest].sort((a, b) => b.updated - a.updated);
  const kept = structuredClone(next);
  const asOf = casesState.list.asOf ?? fetchedAt;
  casesState.list = { ...casesState.list, data: next, asOf };
  const userId = casesState.userId;
  if (userId) await casesStoreFor(userId).set('list', { fetchedAt: asOf, data: kept });
}

/**
 * Keeps a refused item's text before the outbox forgets it: on the writer's
 * device store ('device'), or only on this page ('memory') when the session
 * just expired and the logout that follows clears the device.
 */
export async function keepFailed(userId: string, failed: FailedMessage, where: 'device' | 'memory' = 'device'): Promise<void> {
  if (where === 'device') {
    const store = casesStoreFor(userId);
    const list = ((await store.get('failed')) ?? []).filter((f) => f.requestId !== failed.requestId);
    // `failed` is built fresh by the sender (never a proxy), so IndexedDB can clone it.
    await store.set('failed', [...list, failed]);
  }
  // The forced logout of an expired session may already have signed this tab out: the text still shows here.
  if (casesState.userId === userId || (where === 'memory' && casesState.userId === null)) {
    casesState.failed = [...casesState.failed.filter((f) => f.requestId !== failed.requestId), failed];
  }
}

/** The user read or copied a refused item's text and lets it go. */
export async function dismissFailed(requestId: string): Promise<void> {
  casesState.failed = casesState.failed.filter((f) => f.requestId !== requestId);
  const userId = casesState.userId;
  if (!userId) return;
  const store = casesStoreFor(userId);
  await store.set(
    'failed',
    ((await store.get('failed')) ?? []).filter((f) => f.requestId !== requestId),
  );
}

/**
 * Logout or session loss: every user's cases, threads, drafts and refused
 * items on this device, the cases' waiting outbox items and the owner record.
 */
export async function clearSupportCases(): Promise<void> {
  const expired = casesState.failed.filter((f) => f.reason === 'sessionExpired');
  casesState.userId = null;
  casesState.list = idle();
  casesState.threads = {};
  casesState.pending = [];
  casesState.failed = expired;
  forgetCasesOwner();
  await Promise.all([clearAllCasesStores(), outbox.remove((item) => item.kind === CASE_OUTBOX_KIND || item.kind === REPLY_OUTBOX_KIND).catch(() => 0)]);
}

/** Back to the start (tests). */
export function resetCasesState(): void {
  Object.assign(casesState, { userId: null, list: idle(), threads: {}, pending: [], failed: [], filter: 'ALL' });
}
