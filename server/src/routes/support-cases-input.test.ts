/** The support cases' routes and what a client sends them: attachments and every other field. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../src/config/limits.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { CASES, newCase, openCase, PNG, replyToCase, type Call } from '../../test/support-cases.js';
import { signInTestUser } from '../../test/test-user.js';
import { contentDisposition } from './support-cases.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const signIn = (email: string) => signInTestUser(t.app, t.db, { email }, Date.now());

describe('attachments', () => {
  let call: Call;
  beforeAll(async () => {
    ({ call } = await signIn('files@example.com'));
  });

  it('keeps a real PNG and serves it only as a download, never cached, never sniffed', async () => {
    const created = await openCase(call, { attachments: [{ name: 'Screen shot "1".png', content: PNG.toString('base64') }] });
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
    const created = await openCase(call);
    const res = await replyToCase(call, created.id, {
      text: 'log attached',
      attachments: [{ name: 'miner.log', content: Buffer.from('línea 1\n').toString('base64') }],
    });
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
    const created = await openCase(call);
    const onReply = await replyToCase(call, created.id, { text: 'file', attachments });
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
    caseId = (await openCase(call)).id;
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
    const res = await replyToCase(call, caseId, body);
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
