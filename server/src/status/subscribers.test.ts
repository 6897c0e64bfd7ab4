// Status updates by e-mail (issue 34): subscribe with double opt-in, confirm, a mail per incident change
// and scheduled window, and the unsubscribe link every mail carries.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ formLimits: { captchaMaxNumber: 2000 }, config: { publicUrl: 'https://hv.example' } });
});
afterAll(async () => t.close());

let n = 0;
const captcha = () => solvedCaptcha(t.app);
const post = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-request-id': `req-${randomUUID()}` },
    remoteAddress: `10.3.0.${++n}`,
  });
const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, mailer: t.app.forms.mailer, baseUrl: 'https://hv.example' });
/** The outbox's mails to an address, newest first. */
const mailsTo = async (to: string) => (await t.app.repos.subscriptions.listMail(200)).filter((m) => m.to === to);
const tokenIn = (text: string, path: string) => new RegExp(`https://hv\\.example${path}\\?token=([0-9a-f]{64})`).exec(text)?.[1];

async function subscribe(email: string): Promise<void> {
  const res = await post('/api/v2/status/subscribe', { email, captcha: await captcha() });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ status: 'pending' });
}

describe('status updates by e-mail', () => {
  const reader = 'watcher@example.com';
  const pending = 'pending@example.com';

  it("mails a confirmation link to a new address, which the newsletter's verify endpoint confirms", async () => {
    await subscribe(reader);
    expect(await t.app.repos.statusSubscribers.status(reader)).toBe('pending');
    const [mail] = await mailsTo(reader);
    expect(mail!.subject).toBe('Confirm your Hashvale status updates');
    const token = tokenIn(mail!.body, '/verify-subscribe');
    expect(mail!.link).toBe(`https://hv.example/verify-subscribe?token=${token}`);
    expect(tokenIn(mail!.body, '/unsubscribe')).toBeDefined();
    const verified = await post('/api/v2/subscription/verify', { token });
    expect(verified.json()).toEqual({ status: 'confirmed' });
    expect(await t.app.repos.statusSubscribers.status(reader)).toBe('confirmed');
    // Newsletter and status lists are apart.
    expect(await t.app.repos.subscriptions.status(reader)).toBeUndefined();

    await subscribe(pending);
  });

  it('mails each confirmed subscriber when an incident is opened, updated and resolved, each with its unsubscribe link', async () => {
    const before = (await mailsTo(reader)).length;
    const opened = await admin('status', 'incident', 'open', '--title', 'Orders stuck', '--components', 'marketplace', '--message', 'We are looking.');
    expect(opened.text).toContain('mailed 1 subscriber');
    const id = String((opened.data as { id: number }).id);
    await admin('status', 'incident', 'update', id, '--state', 'identified', '--message', 'A stuck queue.');
    const resolved = await admin('status', 'incident', 'resolve', id, '--message', 'Orders flow again.');
    expect(resolved.text).toContain('mailed 1 subscriber');

    const mails = (await mailsTo(reader)).slice(0, 3).reverse();
    expect((await mailsTo(reader)).length).toBe(before + 3);
    expect(mails.map((m) => m.subject)).toEqual([
      '[Hashvale status] Investigating: Orders stuck',
      '[Hashvale status] Identified: Orders stuck',
      '[Hashvale status] Resolved: Orders stuck',
    ]);
    expect(mails[0]!.body).toContain('Affected: Hash-power marketplace (major outage)');
    expect(mails[0]!.body).toContain('We are looking.');
    expect(mails[1]!.body).toContain('A stuck queue.');
    expect(mails[2]!.body).toContain('https://hv.example/status');
    for (const m of mails) expect(m.link).toBe(`https://hv.example/unsubscribe?token=${tokenIn(m.body, '/unsubscribe')}`);
    // A pending address is not mailed.
    expect((await mailsTo(pending)).map((m) => m.subject)).toEqual(['Confirm your Hashvale status updates']);
  });

  it('mails scheduled maintenance with its start and expected duration', async () => {
    await admin(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'Database upgrade',
      '--components',
      'website,rest-api',
      '--start',
      '2099-07-04T08:30Z',
      '--duration',
      '45-90',
    );
    const [mail] = await mailsTo(reader);
    expect(mail!.subject).toBe('[Hashvale status] Scheduled maintenance: Database upgrade');
    expect(mail!.body).toContain('From 2099-07-04 08:30 UTC, expected 45 to 90 minutes');
    expect(mail!.body).toContain('Affected: Website, REST API');
  });

  it('keeps the change written when a mail fails, and says so', async () => {
    const failing = { kind: 'smtp' as const, send: () => Promise.reject(new Error('the mail server is down')) };
    const opened = await runCommand(
      parseCommandLine(['status', 'incident', 'open', '--title', 'Late payouts', '--components', 'payouts', '--message', 'Late.']).command,
      { db: t.db, mailer: failing, baseUrl: 'https://hv.example' },
    );
    expect(opened.text).toContain('mailed 0 subscribers; 1 mail failed');
    const id = (opened.data as { id: number }).id;
    expect((await t.app.repos.status.incident(id))?.state).toBe('investigating');
    await admin('status', 'incident', 'resolve', String(id));
  });

  it("unsubscribes with the mail's link, after which no status mail comes", async () => {
    const [mail] = await mailsTo(reader);
    const left = await post('/api/v2/subscription/unsubscribe', { token: tokenIn(mail!.body, '/unsubscribe') });
    expect(left.json()).toEqual({ status: 'unsubscribed' });
    expect(await t.app.repos.statusSubscribers.status(reader)).toBe('unsubscribed');
    const count = (await mailsTo(reader)).length;
    const opened = await admin('status', 'incident', 'open', '--title', 'Slow charts', '--components', 'statistics:degraded', '--message', 'Slow.');
    expect(opened.text).not.toContain('mailed');
    expect((await mailsTo(reader)).length).toBe(count);
  });

  it('refuses a bad address per field', async () => {
    const bad = await post('/api/v2/status/subscribe', { email: 'not-an-address', captcha: await captcha() });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fields?: Array<{ field: string }> }).fields?.map((f) => f.field)).toContain('email');
  });
});
