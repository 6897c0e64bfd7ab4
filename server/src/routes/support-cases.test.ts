import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportCaseDetail } from '../../../src/config/support-cases.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { CASES, newCase, openCase, PNG, replyToCase } from '../../test/support-cases.js';
import { signInTestUser } from '../../test/test-user.js';
import { createApiKey } from '../admin/commands.js';
import { createOrganizationForUser } from '../admin/user-commands.js';
import { closeAsStaff, replyAsStaff } from '../support-cases/cases.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string, firstName?: string) => signInTestUser(t.app, t.db, { email, firstName }, Date.now());

describe('a support case, from the user side', () => {
  it('opens with its first message, shows in the list and answers its thread', async () => {
    const { call } = await signIn('ada@example.com', 'Ada');
    const created = await openCase(call);
    expect(created).toMatchObject({
      subject: 'Cannot change my e-mail',
      category: 'general-help',
      subCategory: 'account',
      status: 'OPEN',
      unreadStaffReplies: 0,
      messages: [{ author: 'USER', authorName: 'Ada', text: 'Hello,\nthe form says "try again".\n\nThanks', attachments: [] }],
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.number).toBeGreaterThanOrEqual(1001);
    expect(created.updated).toBeGreaterThanOrEqual(created.created);

    const list = (await call('GET', CASES)).json();
    expect(list.pagination).toEqual({ page: 0, size: 20, totalPageCount: 1, totalSize: 1 });
    expect(list.list).toEqual([{ ...created, messages: undefined }].map(({ messages: _m, ...s }) => s));
    expect((await call('GET', `${CASES}/${created.id}`)).json()).toEqual(created);
  });

  it('lists the last updated first, by status, a page at a time', async () => {
    const { call } = await signIn('lister@example.com');
    const first = await openCase(call, { subject: 'first' });
    const second = await openCase(call, { subject: 'second' });
    await call('POST', `${CASES}/${second.id}/close`);
    await replyToCase(call, first.id, { text: 'more' });
    expect((await call('GET', CASES)).json().list.map((c: { subject: string }) => c.subject)).toEqual(['first', 'second']);
    expect((await call('GET', `${CASES}?status=CLOSED`)).json().list.map((c: { subject: string }) => c.subject)).toEqual(['second']);
    const page = (await call('GET', `${CASES}?size=1&page=1`)).json();
    expect(page.list.map((c: { subject: string }) => c.subject)).toEqual(['second']);
    expect(page.pagination).toEqual({ page: 1, size: 1, totalPageCount: 2, totalSize: 2 });
  });

  it('counts staff replies as unread until the user opens the case', async () => {
    const { call } = await signIn('unread@example.com');
    const created = await openCase(call);
    await replyAsStaff(t.app, created.id, { text: 'Which address?', authorName: 'Sam' });
    await replyAsStaff(t.app, created.id, { text: 'Any news?', authorName: 'Sam' });
    expect((await call('GET', CASES)).json().list[0]).toMatchObject({ status: 'ANSWERED', unreadStaffReplies: 2 });
    const opened = (await call('GET', `${CASES}/${created.id}`)).json();
    expect(opened.unreadStaffReplies).toBe(0);
    expect(opened.messages.map((m: { author: string; authorName: string }) => `${m.author}:${m.authorName}`)).toEqual([
      'USER:unread',
      'STAFF:Sam',
      'STAFF:Sam',
    ]);
    expect((await call('GET', CASES)).json().list[0].unreadStaffReplies).toBe(0);
  });

  it('sets OPEN on a user reply, CLOSED on close and OPEN on reopen', async () => {
    const { call } = await signIn('status@example.com');
    const created = await openCase(call);
    await replyAsStaff(t.app, created.id, { text: 'Done?', authorName: 'Sam' });
    const replied = await replyToCase(call, created.id, { text: 'Not yet' });
    expect(replied.json()).toMatchObject({ status: 'OPEN', messages: [{}, { author: 'STAFF' }, { author: 'USER', text: 'Not yet' }] });
    expect((await call('POST', `${CASES}/${created.id}/close`)).json().status).toBe('CLOSED');
    expect((await call('POST', `${CASES}/${created.id}/close`)).json().status).toBe('CLOSED');
    expect((await call('POST', `${CASES}/${created.id}/reopen`)).json().status).toBe('OPEN');
    expect((await call('POST', `${CASES}/${created.id}/reopen`)).json().status).toBe('OPEN');
  });

  it('refuses a reply to a closed case with 409 CASE_CLOSED, by the user or by staff, until it is reopened', async () => {
    const { call } = await signIn('closed@example.com');
    const created = await openCase(call);
    const kept = randomUUID();
    expect((await replyToCase(call, created.id, { text: 'before' }, kept)).statusCode).toBe(200);
    await closeAsStaff(t.app, created.id);
    const refused = await replyToCase(call, created.id, { text: 'after' });
    expect(refused.statusCode).toBe(409);
    expectErrorBody(refused.json(), 4001);
    // A retry of a reply stored before the close still answers the case.
    expect((await replyToCase(call, created.id, { text: 'before' }, kept)).statusCode).toBe(200);
    await expect(replyAsStaff(t.app, created.id, { text: 'late', authorName: 'Sam' })).rejects.toThrow(/closed/);
    await call('POST', `${CASES}/${created.id}/reopen`);
    expect((await replyToCase(call, created.id, { text: 'after' })).statusCode).toBe(200);
  });

  it('needs a signed-in user: an API key alone is refused', async () => {
    const key = await createApiKey(t.db);
    const asKey = signedInject(t.app, { key: key.key, secret: key.secret, organizationId: key.organizationId });
    const res = await asKey('GET', CASES);
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), 2000);
    expect((await t.app.inject({ method: 'GET', url: CASES })).statusCode).toBe(401);
  });
});

describe('idempotency (X-Request-Id)', () => {
  it('answers the same case for the same key, and stores one', async () => {
    const { call } = await signIn('idem-case@example.com');
    const key = randomUUID();
    const first = await openCase(call, {}, key);
    const again = await openCase(call, { subject: 'a different body is not a new case' }, key);
    expect(again.id).toBe(first.id);
    expect(again.subject).toBe(first.subject);
    expect((await call('GET', CASES)).json().pagination.totalSize).toBe(1);
  });

  it('stores one case for two identical requests sent together', async () => {
    const { call } = await signIn('idem-race@example.com');
    const key = randomUUID();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => call('POST', CASES, newCase(), { 'x-request-id': key })));
    expect([a!.statusCode, b!.statusCode, c!.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a!.json().id, b!.json().id, c!.json().id]).size).toBe(1);
    const list = (await call('GET', CASES)).json();
    expect(list.pagination.totalSize).toBe(1);
    expect((await call('GET', `${CASES}/${a!.json().id}`)).json().messages).toHaveLength(1);
  });

  it('stores one reply per key, also for two identical replies sent together', async () => {
    const { call } = await signIn('idem-reply@example.com');
    const created = await openCase(call);
    const key = randomUUID();
    expect((await replyToCase(call, created.id, { text: 'once' }, key)).statusCode).toBe(200);
    expect((await replyToCase(call, created.id, { text: 'once' }, key)).json().messages).toHaveLength(2);
    const raceKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => replyToCase(call, created.id, { text: 'raced', attachments: [{ name: 'a.png', content: PNG.toString('base64') }] }, raceKey)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const thread = (await call('GET', `${CASES}/${created.id}`)).json() as SupportCaseDetail;
    expect(thread.messages.map((m) => m.text)).toEqual([newCase().description, 'once', 'raced']);
    expect(thread.messages[2]!.attachments).toHaveLength(1);
  });

  it('keeps keys per organization: the same key in another organization is another case', async () => {
    const one = await signIn('idem-org1@example.com');
    const two = await signIn('idem-org2@example.com');
    const key = randomUUID();
    const a = await openCase(one.call, {}, key);
    const b = await openCase(two.call, {}, key);
    expect(a.id).not.toBe(b.id);
  });

  it('refuses a malformed X-Request-Id with 400', async () => {
    const { call } = await signIn('idem-bad@example.com');
    const res = await call('POST', CASES, newCase(), { 'x-request-id': 'no spaces allowed' });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 60);
  });
});

describe("someone else's case", () => {
  let owner: Awaited<ReturnType<typeof signIn>>;
  let stranger: Awaited<ReturnType<typeof signIn>>;
  let theirs: SupportCaseDetail;
  let attachmentId: string;

  beforeAll(async () => {
    owner = await signIn('owner@example.com');
    stranger = await signIn('stranger@example.com');
    theirs = await openCase(owner.call, { attachments: [{ name: 'shot.png', content: PNG.toString('base64') }] });
    attachmentId = theirs.messages[0]!.attachments[0]!.id;
  });

  const every = (caseId: string, fileId: string): Array<[string, 'GET' | 'POST', string, unknown]> => [
    ['detail', 'GET', `${CASES}/${caseId}`, undefined],
    ['reply', 'POST', `${CASES}/${caseId}/messages`, { text: 'hi' }],
    ['close', 'POST', `${CASES}/${caseId}/close`, undefined],
    ['reopen', 'POST', `${CASES}/${caseId}/reopen`, undefined],
    ['attachment', 'GET', `${CASES}/${caseId}/attachments/${fileId}`, undefined],
  ];

  it('is NOT_FOUND for every endpoint when another organization asks for it by id', async () => {
    for (const [what, method, url, body] of every(theirs.id, attachmentId)) {
      const res = await stranger.call(method, url, body);
      expect(res.statusCode, what).toBe(404);
      expectErrorBody(res.json(), 404);
    }
    expect((await stranger.call('GET', CASES)).json().list).toEqual([]);
    // Nothing changed for the owner.
    expect((await owner.call('GET', `${CASES}/${theirs.id}`)).json()).toMatchObject({ status: 'OPEN', messages: [{}] });
  });

  it('is NOT_FOUND for every endpoint when the case does not exist', async () => {
    for (const [what, method, url, body] of every(randomUUID(), randomUUID())) {
      const res = await owner.call(method, url, body);
      expect(res.statusCode, what).toBe(404);
      expectErrorBody(res.json(), 404);
    }
  });

  it('gives no attachment of another case through a case of ones own', async () => {
    const mine = await openCase(stranger.call);
    const res = await stranger.call('GET', `${CASES}/${mine.id}/attachments/${attachmentId}`);
    expect(res.statusCode).toBe(404);
    const ownerOtherCase = await openCase(owner.call);
    expect((await owner.call('GET', `${CASES}/${ownerOtherCase.id}/attachments/${attachmentId}`)).statusCode).toBe(404);
  });

  it('refuses an X-Organization-Id the user is not a member of before any case is looked up', async () => {
    const pretending = signedInject(t.app, { ...stranger.creds, organizationId: owner.creds.organizationId });
    for (const [what, method, url, body] of [...every(theirs.id, attachmentId), ['list', 'GET', CASES, undefined] as const]) {
      const res = await pretending(method, url, body);
      expect(res.statusCode, what).toBe(401);
      expectErrorBody(res.json(), 2000);
    }
  });

  it('keeps the cases of a user’s two organizations apart', async () => {
    const business = await createOrganizationForUser(t.db, 'owner@example.com', 'Owner Mining', 'BUSINESS');
    const asBusiness = signedInject(t.app, { ...owner.creds, organizationId: business.id });
    expect((await asBusiness('GET', CASES)).json().list).toEqual([]);
    expect((await asBusiness('GET', `${CASES}/${theirs.id}`)).statusCode).toBe(404);
    const there = await openCase(asBusiness);
    expect((await owner.call('GET', `${CASES}/${there.id}`)).statusCode).toBe(404);
  });
});
