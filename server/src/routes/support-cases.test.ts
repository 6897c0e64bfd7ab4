import { signInTestUser } from '../../test/test-user.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import type { SupportCaseDetail } from '../../../src/config/support-cases.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { createApiKey } from '../admin/commands.js';
import { createOrganizationForUser } from '../admin/user-commands.js';
import { closeAsStaff, replyAsStaff } from '../support-cases/cases.js';
import { contentDisposition } from './support-cases.js';

const CASES = '/supportdesk/api/v1/cases';
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string, firstName?: string) => signInTestUser(t.app, t.db, { email, firstName }, Date.now());

type Call = Awaited<ReturnType<typeof signIn>>['call'];

const newCase = (overrides: Record<string, unknown> = {}) => ({
  category: 'general-help',
  subCategory: 'account',
  subject: 'Cannot change my e-mail',
  description: 'Hello,\nthe form says "try again".\n\nThanks',
  attachments: [],
  ...overrides,
});

async function open(call: Call, overrides: Record<string, unknown> = {}, requestId = randomUUID()): Promise<SupportCaseDetail> {
  const res = await call('POST', CASES, newCase(overrides), { 'x-request-id': requestId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const reply = (call: Call, caseId: string, body: unknown, requestId = randomUUID()) =>
  call('POST', `${CASES}/${caseId}/messages`, body, { 'x-request-id': requestId });

describe('a support case, from the user side', () => {
  it('opens with its first message, shows in the list and answers its thread', async () => {
    const { call } = await signIn('ada@example.com', 'Ada');
    const created = await open(call);
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
    const first = await open(call, { subject: 'first' });
    const second = await open(call, { subject: 'second' });
    await call('POST', `${CASES}/${second.id}/close`);
    await reply(call, first.id, { text: 'more' });
    expect((await call('GET', CASES)).json().list.map((c: { subject: string }) => c.subject)).toEqual(['first', 'second']);
    expect((await call('GET', `${CASES}?status=CLOSED`)).json().list.map((c: { subject: string }) => c.subject)).toEqual(['second']);
    const page = (await call('GET', `${CASES}?size=1&page=1`)).json();
    expect(page.list.map((c: { subject: string }) => c.subject)).toEqual(['second']);
    expect(page.pagination).toEqual({ page: 1, size: 1, totalPageCount: 2, totalSize: 2 });
  });

  it('counts staff replies as unread until the user opens the case', async () => {
    const { call } = await signIn('unread@example.com');
    const created = await open(call);
    await replyAsStaff(t.db, created.id, { text: 'Which address?', authorName: 'Sam' });
    await replyAsStaff(t.db, created.id, { text: 'Any news?', authorName: 'Sam' });
    expect((await call('GET', CASES)).json().list[0]).toMatchObject({ status: 'ANSWERED', unreadStaffReplies: 2 });
    const opened = (await call('GET', `${CASES}/${created.id}`)).json();
    expect(opened.unreadStaffReplies).toBe(0);
    expect(opened.messages.map((m: { author: string; authorName: string }) => `${m.author}:${m.authorName}`)).toEqual(['USER:unread', 'STAFF:Sam', 'STAFF:Sam']);
    expect((await call('GET', CASES)).json().list[0].unreadStaffReplies).toBe(0);
  });

  it('sets OPEN on a user reply, CLOSED on close and OPEN on reopen', async () => {
    const { call } = await signIn('status@example.com');
    const created = await open(call);
    await replyAsStaff(t.db, created.id, { text: 'Done?', authorName: 'Sam' });
    const replied = await reply(call, created.id, { text: 'Not yet' });
    expect(replied.json()).toMatchObject({ status: 'OPEN', messages: [{}, { author: 'STAFF' }, { author: 'USER', text: 'Not yet' }] });
    expect((await call('POST', `${CASES}/${created.id}/close`)).json().status).toBe('CLOSED');
    expect((await call('POST', `${CASES}/${created.id}/close`)).json().status).toBe('CLOSED');
    expect((await call('POST', `${CASES}/${created.id}/reopen`)).json().status).toBe('OPEN');
    expect((await call('POST', `${CASES}/${created.id}/reopen`)).json().status).toBe('OPEN');
  });

  it('refuses a reply to a closed case with 409 CASE_CLOSED, by the user or by staff, until it is reopened', async () => {
    const { call } = await signIn('closed@example.com');
    const created = await open(call);
    const kept = randomUUID();
    expect((await reply(call, created.id, { text: 'before' }, kept)).statusCode).toBe(200);
    await closeAsStaff(t.db, created.id);
    const refused = await reply(call, created.id, { text: 'after' });
    expect(refused.statusCode).toBe(409);
    expectErrorBody(refused.json(), 4001);
    // A retry of a reply stored before the close still answers the case.
    expect((await reply(call, created.id, { text: 'before' }, kept)).statusCode).toBe(200);
    await expect(replyAsStaff(t.db, created.id, { text: 'late', authorName: 'Sam' })).rejects.toThrow(/closed/);
    await call('POST', `${CASES}/${created.id}/reopen`);
    expect((await reply(call, created.id, { text: 'after' })).statusCode).toBe(200);
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
    const first = await open(call, {}, key);
    const again = await open(call, { subject: 'a different body is not a new case' }, key);
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
    const created = await open(call);
    const key = randomUUID();
    expect((await reply(call, created.id, { text: 'once' }, key)).statusCode).toBe(200);
    expect((await reply(call, created.id, { text: 'once' }, key)).json().messages).toHaveLength(2);
    const raceKey = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => reply(call, created.id, { text: 'raced', attachments: [{ name: 'a.png', content: PNG.toString('base64') }] }, raceKey)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const thread = (await call('GET', `${CASES}/${created.id}`)).json() as SupportCaseDetail;
    expect(thread.messages.map((m) => m.text)).toEqual([newCase().description, 'once', 'raced']);
    expect(thread.messages[2]!.attachments).toHaveLength(1);
  });

  it('keeps keys per organization: the same key in another organization is another case', async () => {
    const one = await signIn('idem-org1@example.com');
    const two = await signIn('idem-org2@example.com');
    const key = randomUUID();
    const a = await open(one.call, {}, key);
    const b = await open(two.call, {}, key);
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
    theirs = await open(owner.call, { attachments: [{ name: 'shot.png', content: PNG.toString('base64') }] });
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
    const mine = await open(stranger.call);
    const res = await stranger.call('GET', `${CASES}/${mine.id}/attachments/${attachmentId}`);
    expect(res.statusCode).toBe(404);
    const ownerOtherCase = await open(owner.call);
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
    const there = await open(asBusiness);
    expect((await owner.call('GET', `${CASES}/${there.id}`)).statusCode).toBe(404);
  });
});

describe('attachments', () => {
  let call: Call;
  beforeAll(async () => {
    ({ call } = await signIn('files@example.com'));
  });

  it('keeps a real PNG and serves it only as a download, never cached, never sniffed', async () => {
    const created = await open(call, { attachments: [{ name: 'Screen shot "1".png', content: PNG.toString('base64') }] });
    const [file] = created.messages[0]!.attachments;
    expect(file).toMatchObject({ name: 'Screen shot "1".png', size: PNG.byteLength, mimeType: 'image/png' });
    const res = await call('GET', `${CASES}/${created.id}/attachments/${file!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Screen shot _1_.png"; filename*=UTF-8''Screen%20shot%20%221%22.png`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps files on replies too, and serves text as UTF-8 text', async () => {
    const created = await open(call);
    const res = await reply(call, created.id, { text: 'log attached', attachments: [{ name: 'miner.log', content: Buffer.from('línea 1\n').toString('base64') }] });
    const file = res.json().messages[1].attachments[0];
    expect(file).toMatchObject({ name: 'miner.log', mimeType: 'text/plain' });
    const download = await call('GET', `${CASES}/${created.id}/attachments/${file.id}`);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.body).toBe('línea 1\n');
  });

  const refused: Array<[string, Array<{ name: string; content: string }>, RegExp]> = [
    ['a .png that is really text', [{ name: 'shot.png', content: Buffer.from('just text').toString('base64') }], /not a real PNG file/],
    ['a file over the size limit', [{ name: 'big.txt', content: Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1, 'a').toString('base64') }], /larger than 5 MB/],
    ['an extension not among the eight', [{ name: 'setup.exe', content: PNG.toString('base64') }], /only txt, log, csv, jpg, jpeg, png, gif and pdf/],
    ['an empty file', [{ name: 'empty.txt', content: '' }], /attachments/],
  ];
  it.each(refused)('refuses %s with a 400 that names the problem, and stores nothing', async (_, attachments, message) => {
    const before = (await call('GET', CASES)).json().pagination.totalSize;
    const res = await call('POST', CASES, newCase({ attachments }), { 'x-request-id': randomUUID() });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
    expect(res.json().errors[0].message).toMatch(message);
    expect((await call('GET', CASES)).json().pagination.totalSize).toBe(before);
    const created = await open(call);
    const onReply = await reply(call, created.id, { text: 'file', attachments });
    expect(onReply.statusCode).toBe(400);
    expect((await call('GET', `${CASES}/${created.id}`)).json().messages).toHaveLength(1);
  });

  it(`refuses more than ${UPLOAD_LIMITS.maxFiles} files`, async () => {
    const files = Array.from({ length: UPLOAD_LIMITS.maxFiles + 1 }, (_, i) => ({ name: `f${i}.png`, content: PNG.toString('base64') }));
    const res = await call('POST', CASES, newCase({ attachments: files }), { 'x-request-id': randomUUID() });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
    expect((await call('POST', CASES, newCase({ attachments: files.slice(1) }), { 'x-request-id': randomUUID() })).statusCode).toBe(200);
  });
});

describe('what a client sends', () => {
  let call: Call;
  let caseId: string;
  beforeAll(async () => {
    ({ call } = await signIn('params-cases@example.com'));
    caseId = (await open(call)).id;
  });

  const bad: Array<[string, Record<string, unknown>]> = [
    ['an unknown category', { category: 'no-such-category' }],
    ['a sub-category of another category', { subCategory: 'trading' }],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }],
    ['an empty subject', { subject: '' }],
    ['a blank subject', { subject: '   ' }],
    ['a NUL in the subject', { subject: 'a\u0000b' }],
    ['a line break in the subject', { subject: 'a\nb' }],
    ['a description over 5000 characters', { description: 'x'.repeat(5001) }],
    ['a NUL in the description', { description: 'a\u0000b' }],
    ['an unpaired surrogate in the description', { description: 'a\ud800b' }],
    ['no description', { description: undefined }],
    ['attachments that are not a list', { attachments: 'x' }],
    ['an attachment that is not base64', { attachments: [{ name: 'a.txt', content: '%%%' }] }],
  ];
  it.each(bad)('refuses %s when opening a case with 400', async (_, overrides) => {
    const res = await call('POST', CASES, newCase(overrides), { 'x-request-id': randomUUID() });
    expect(res.statusCode).toBe(400);
    expect([60, 61]).toContain(res.json().errors[0].code);
  });

  it('names the field of an unknown category or sub-category', async () => {
    const res = await call('POST', CASES, newCase({ subCategory: 'trading' }), { 'x-request-id': randomUUID() });
    expect(res.json()).toMatchObject({
      errors: [{ code: 61, message: 'Unknown sub-category "trading" of general-help' }],
      fields: [{ field: 'subCategory', status: 'error', message: 'forms.error.invalid' }],
    });
  });

  it.each([
    ['an empty text', { text: '' }],
    ['a text over 5000 characters', { text: 'x'.repeat(5001) }],
    ['a NUL in the text', { text: '\u0000' }],
    ['no text', {}],
  ])('refuses %s in a reply with 400', async (_, body) => {
    const res = await reply(call, caseId, body);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it.each(['Infinity', '-Infinity', '1e309', 'NaN', '1.5', '-1', '101'])('refuses size or page %s with 400 and code 61', async (value) => {
    for (const param of ['size', 'page']) {
      if (param === 'page' && value === '101') continue;
      const res = await call('GET', `${CASES}?${param}=${value}`);
      expect(res.statusCode, `${param}=${value}`).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });

  it('refuses an unknown status and a case id that is not an id', async () => {
    expect((await call('GET', `${CASES}?status=PENDING`)).statusCode).toBe(400);
    expect((await call('GET', `${CASES}/1001`)).statusCode).toBe(400);
    expect((await call('GET', `${CASES}/${caseId}/attachments/x`)).statusCode).toBe(400);
  });
});

describe('contentDisposition', () => {
  it('keeps a plain name and encodes every other exactly', () => {
    expect(contentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('отчёт\r\n.txt')).toBe(`attachment; filename="_______.txt"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82%0D%0A.txt`);
    expect(contentDisposition("it's (1).csv")).toBe(`attachment; filename="it_s _1_.csv"; filename*=UTF-8''it%27s%20%281%29.csv`);
  });
});
