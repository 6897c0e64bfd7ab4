import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../config/error-codes';
import { outbox } from '../../lib/outbox';
import { casesDbName, casesStoreFor, memoryCasesStore, useCasesStores, type CasesStore } from './cases-store';
import { readCaseDraft, writeCaseDraft } from './drafts';
import { casesOwner } from './owner';
import { sendQueuedCaseWork, submitNewCase, submitReply } from './send-actions';
import { isKeptCopy } from '../../lib/remote';
import { casesState, clearSupportCases, loadCase, loadCases, openCasesFor, refreshPending, resetCasesState } from './state';
import { fakeCasesServer, type FakeCasesServer } from './test-support';
import { CASE_OUTBOX_KIND, REPLY_OUTBOX_KIND } from './types';

const NEW_CASE = { category: 'mining-help', subCategory: 'stratum', subject: 'Rig offline', description: 'My rig stopped.', attachments: [] };

let server: FakeCasesServer;
let stores: Map<string, CasesStore>;

beforeEach(async () => {
  server = fakeCasesServer();
  vi.stubGlobal('fetch', server.fetch);
  stores = new Map();
  useCasesStores((userId) => {
    const store = memoryCasesStore();
    stores.set(userId, store);
    return store;
  });
  outbox.register(CASE_OUTBOX_KIND, sendQueuedCaseWork);
  outbox.register(REPLY_OUTBOX_KIND, sendQueuedCaseWork);
  resetCasesState();
  await outbox.remove(() => true);
});

afterEach(() => vi.unstubAllGlobals());

describe('the support cases store', () => {
  it('keeps the list it fetched in the user’s own store and shows it offline with its fetch time', async () => {
    await openCasesFor('user-a');
    await submitNewCase(NEW_CASE);
    await loadCases();
    const fetchedAt = casesState.list.asOf;
    expect(casesState.list.data?.map((c) => c.subject)).toEqual(['Rig offline']);

    // A new page load, offline: the list comes from the device, marked as old.
    resetCasesState();
    server.offline = true;
    await openCasesFor('user-a');
    await loadCases();
    expect(isKeptCopy(casesState.list)).toBe(true);
    expect(casesState.list.asOf).toBe(fetchedAt);
    expect(casesState.list.data?.map((c) => c.subject)).toEqual(['Rig offline']);
  });

  it('reads a thread offline from the device after it was opened once', async () => {
    await openCasesFor('user-a');
    const sent = await submitNewCase(NEW_CASE);
    if (sent.kind !== 'sent') throw new Error(sent.kind);
    resetCasesState();
    server.offline = true;
    await openCasesFor('user-a');
    await loadCase(sent.caseId);
    expect(casesState.threads[sent.caseId]?.data?.messages.map((m) => m.text)).toEqual(['My rig stopped.']);
    expect(isKeptCopy(casesState.threads[sent.caseId]!)).toBe(true);
  });

  it('never shows one user’s cases, draft or waiting messages to another user of the browser', async () => {
    await openCasesFor('user-a');
    await submitNewCase(NEW_CASE);
    await loadCases();
    await writeCaseDraft('user-a', { category: '', subCategory: '', subject: 'secret', description: 'draft of a' });
    server.offline = true;
    await submitNewCase({ ...NEW_CASE, subject: 'queued by a' });

    server.offline = true;
    await openCasesFor('user-b');
    await loadCases();
    expect(casesState.list.data).toBeUndefined();
    expect(casesState.pending).toEqual([]);
    expect((await readCaseDraft('user-b')).subject).toBe('');
    expect(casesDbName('user-a')).not.toBe(casesDbName('user-b'));
    expect(await stores.get('user-b')?.get('list')).toBeUndefined();
  });

  it('puts a reply written offline in the outbox and sends it once, with the same request id, when the network is back', async () => {
    await openCasesFor('user-a');
    const sent = await submitNewCase(NEW_CASE);
    if (sent.kind !== 'sent') throw new Error(sent.kind);
    server.offline = true;
    const queued = await submitReply(sent.caseId, { text: 'Still broken', attachments: [] });
    expect(queued.kind).toBe('queued');
    expect(casesState.pending.map((p) => p.text)).toEqual(['Still broken']);

    await outbox.flush(); // still offline: kept
    expect(casesState.pending).toHaveLength(1);
    server.offline = false;
    await outbox.flush();
    await outbox.flush();
    await refreshPending();
    expect(casesState.pending).toEqual([]);
    expect(server.cases.get(sent.caseId)?.messages.map((m) => m.text)).toEqual(['My rig stopped.', 'Still broken']);
    expect(casesState.threads[sent.caseId]?.data?.messages).toHaveLength(2);
    const ids = server.calls.filter((c) => c.path.endsWith('/messages')).map((c) => c.requestId);
    expect(new Set(ids)).toEqual(new Set([queued.kind === 'queued' ? queued.requestId : '']));
  });

  it('keeps the text of a queued reply the server refuses because staff closed the case', async () => {
    await openCasesFor('user-a');
    const sent = await submitNewCase(NEW_CASE);
    if (sent.kind !== 'sent') throw new Error(sent.kind);
    server.offline = true;
    await submitReply(sent.caseId, { text: 'One more thing', attachments: [] });
    server.cases.get(sent.caseId)!.status = 'CLOSED';
    server.offline = false;
    await outbox.flush();
    await refreshPending();

    expect(await outbox.pending()).toEqual([]);
    expect(casesState.pending).toEqual([]);
    expect(casesState.failed).toMatchObject([{ caseId: sent.caseId, text: 'One more thing', reason: 'caseClosed' }]);
    // Kept on the device too, for the next page load.
    expect(await casesStoreFor('user-a').get('failed')).toMatchObject([{ text: 'One more thing' }]);
  });

  it('tells a refused new case apart: a bad attachment, and an expired session kept in memory only', async () => {
    await openCasesFor('user-a');
    server.refuseWith = { status: 400, code: ERROR_CODES.INVALID_PARAMETER.code, message: 'Attachment is not an allowed file type' };
    expect(await submitNewCase(NEW_CASE)).toMatchObject({ kind: 'refused', reason: 'badAttachment' });

    server.offline = true;
    await submitNewCase({ ...NEW_CASE, subject: 'Before expiry' });
    server.offline = false;
    server.refuseWith = { status: 401, code: ERROR_CODES.INVALID_SESSION.code, message: 'Invalid session' };
    await outbox.flush();
    expect(casesState.failed).toMatchObject([{ subject: 'Before expiry', reason: 'sessionExpired' }]);
    expect(await casesStoreFor('user-a').get('failed')).toBeUndefined();
  });

  it('keeps a network failure in the outbox rather than calling it a refusal (5xx and 429 too)', async () => {
    await openCasesFor('user-a');
    server.refuseWith = { status: 503, code: ERROR_CODES.MAINTENANCE.code, message: 'maintenance' };
    expect((await submitNewCase(NEW_CASE)).kind).toBe('queued');
    expect(casesState.failed).toEqual([]);
  });

  it('waits with a queued item until the session’s user is known, and never sends it as someone else', async () => {
    await openCasesFor('user-a');
    server.offline = true;
    await submitNewCase(NEW_CASE);
    server.offline = false;
    await openCasesFor(null);
    await outbox.flush();
    expect(server.stored).toEqual([]);
    await openCasesFor('user-b');
    await outbox.flush();
    expect(server.stored).toEqual([]);
    expect(await outbox.pending()).toEqual([]);
    expect(casesState.failed).toEqual([]);
    expect(await casesStoreFor('user-a').get('failed')).toMatchObject([{ subject: 'Rig offline' }]);
  });

  it('holds back no form while a queued case waits for its writer’s session to be known', async () => {
    await openCasesFor('user-a');
    server.offline = true;
    await submitNewCase(NEW_CASE);
    server.offline = false;
    await openCasesFor(null);
    const sentForms: string[] = [];
    outbox.register('form', async (_payload, id) => (sentForms.push(id), 'sent'));
    await outbox.enqueue('form', { a: 1 }, 'form-1');
    await outbox.flush();
    expect(sentForms).toEqual(['form-1']);
    expect((await outbox.pending()).map((i) => i.kind)).toEqual([CASE_OUTBOX_KIND]);
    await openCasesFor('user-a');
    await outbox.flush();
    expect(server.stored).toHaveLength(1);
  });

  it('clears every user’s cases and the cases’ waiting items on logout, and leaves other outbox kinds', async () => {
    await openCasesFor('user-a');
    await submitNewCase(NEW_CASE);
    await loadCases();
    server.offline = true;
    await submitNewCase({ ...NEW_CASE, subject: 'queued' });
    await outbox.enqueue('form', { a: 1 }, 'form-1');

    await clearSupportCases();
    expect(casesState.userId).toBeNull();
    expect(casesState.list.data).toBeUndefined();
    expect(await stores.get('user-a')?.get('list')).toBeUndefined();
    expect((await outbox.pending()).map((i) => i.kind)).toEqual(['form']);
  });

  it('does not ask for the list of a user who signed out while the device store was read', async () => {
    let release: () => void = () => undefined;
    let slowRead: Promise<void> | null = null;
    useCasesStores(() => ({ ...memoryCasesStore(), get: async () => (await slowRead, undefined) as never }));
    await openCasesFor('user-a');
    slowRead = new Promise<void>((resolve) => (release = resolve));
    const loading = loadCases();
    await clearSupportCases();
    release();
    await loading;
    expect(server.calls.filter((c) => c.method === 'GET')).toEqual([]);
    expect(casesState.list).toEqual({ status: 'idle' });
  });
});

describe('casesOwner', () => {
  beforeEach(() => {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
  });

  it('remembers the user of a session, so its cases open offline before the profile loads', () => {
    expect(casesOwner({ userId: 'user-a', sessionKey: 's1' })).toBe('user-a');
    expect(casesOwner({ userId: null, sessionKey: 's1' })).toBe('user-a');
  });

  it('gives nobody’s cases to another session or to no session', () => {
    casesOwner({ userId: 'user-a', sessionKey: 's1' });
    expect(casesOwner({ userId: null, sessionKey: 's2' })).toBeNull();
    expect(casesOwner({ userId: 'user-a', sessionKey: null })).toBeNull();
  });
});
