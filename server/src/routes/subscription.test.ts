import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';
import { platformUnsubscribePath } from '../forms/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ formLimits: { captchaMaxNumber: 2000 }, config: { publicUrl: 'https://hv.example' } });
});
afterAll(async () => t.close());

let n = 0;
const ip = () => `10.2.0.${++n}`;

const captcha = () => solvedCaptcha(t.app);

const post = (url: string, body: unknown, requestId = `req-${randomUUID()}`) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-request-id': requestId },
    remoteAddress: ip(),
  });

const admin = async (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db });

describe('subscription with double opt-in', () => {
  it('mails a verification link that `mail list` prints, and the link confirms the subscription', async () => {
    const res = await post('/api/v2/subscription/subscribe', { email: 'reader@example.com', captcha: await captcha(), marketing: { utm_campaign: 'spring' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'pending' });
    expect(await t.app.repos.subscriptions.status('reader@example.com')).toBe('pending');

    const list = await admin('mail', 'list');
    const link = /link: (\S+)/.exec(list.text)![1]!;
    expect(link).toMatch(/^https:\/\/hv\.example\/verify-subscribe\?token=[0-9a-f]{64}$/);
    const mail = (list.data as { mail: Array<{ id: number; to: string }> }).mail[0]!;
    expect(mail.to).toBe('reader@example.com');
    const shown = await admin('mail', 'show', String(mail.id));
    expect(shown.text).toContain(link);
    const unsubscribeLink = /(https:\/\/hv\.example\/unsubscribe\?token=[0-9a-f]{64})/.exec(shown.text)![1]!;

    const token = new URL(link).searchParams.get('token');
    const verified = await post('/api/v2/subscription/verify', { token });
    expect(verified.json()).toEqual({ status: 'confirmed' });
    expect(await t.app.repos.subscriptions.status('reader@example.com')).toBe('confirmed');

    const left = await post('/api/v2/subscription/unsubscribe', { token: new URL(unsubscribeLink).searchParams.get('token') });
    expect(left.json()).toEqual({ status: 'unsubscribed' });
    expect(await t.app.repos.subscriptions.status('reader@example.com')).toBe('unsubscribed');

    const forms = await admin('forms', 'list', '--form', 'subscribe');
    expect(forms.text).toContain('reader@example.com');
  });

  it('sends one mail for one X-Request-Id, however often it is retried', async () => {
    const requestId = `sub-${randomUUID()}`;
    const before = ((await admin('mail', 'list')).data as { mail: unknown[] }).mail.length;
    await post('/api/v2/subscription/subscribe', { email: 'once@example.com', captcha: await captcha() }, requestId);
    await post('/api/v2/subscription/subscribe', { email: 'once@example.com', captcha: await captcha() }, requestId);
    expect(((await admin('mail', 'list')).data as { mail: unknown[] }).mail.length).toBe(before + 1);
  });

  it('refuses an unknown token per field', async () => {
    const res = await post('/api/v2/subscription/verify', { token: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
    expect(res.json().fields).toEqual([{ field: 'token', status: 'error', message: 'forms.error.linkInvalid' }]);
    const malformed = await post('/api/v2/subscription/verify', { token: 'nope' });
    expect(malformed.json().fields).toEqual([{ field: 'token', status: 'error', message: 'forms.error.invalid' }]);
  });

  it('answers a bad e-mail address per field', async () => {
    const res = await post('/api/v2/subscription/subscribe', { email: 'nobody', captcha: await captcha() });
    expect(res.json().fields).toEqual([{ field: 'email', status: 'error', message: 'forms.error.email' }]);
  });
});

describe('the direct platform unsubscribe link', () => {
  const org = randomUUID();
  const user = randomUUID();
  const send = (path: string) =>
    t.app.inject({ method: 'POST', url: `/api/v2/platform${path.replace('/unsubscribe-platform', '/unsubscribe')}`, remoteAddress: ip() });

  it('unsubscribes once with a signed token and refuses it a second time', async () => {
    const path = await platformUnsubscribePath(t.db, org, user, Date.now() + 60_000);
    const first = await send(path);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    expect(await t.app.repos.forms.platformUnsubscribed(org, user)).toBe(true);
    const again = await send(path);
    expect(again.json().fields).toEqual([{ field: 'unsubscribeToken', status: 'error', message: 'forms.error.linkUsed' }]);
  });

  it('works with the link `forms unsubscribe-link` prints', async () => {
    const other = randomUUID();
    const { link } = (await admin('forms', 'unsubscribe-link', '--org', org, '--user', other)).data as { link: string };
    const path = new URL(link).pathname;
    expect(path).toMatch(new RegExp(`^/unsubscribe-platform/${org}/${other}/\\d+\\.[0-9a-f]{24}\\.[0-9a-f]{64}$`));
    expect((await send(path)).json()).toEqual({ status: 'unsubscribed' });
  });

  it('refuses an expired token, and one signed for another user', async () => {
    const expired = await send(await platformUnsubscribePath(t.db, org, user, Date.now() - 1000));
    expect(expired.json().fields[0].message).toBe('forms.error.linkExpired');
    const other = (await platformUnsubscribePath(t.db, org, user, Date.now() + 60_000)).replace(user, randomUUID());
    expect((await send(other)).json().fields[0].message).toBe('forms.error.linkInvalid');
  });
});
