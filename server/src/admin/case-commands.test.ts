import { signInTestUser } from '../../test/test-user.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportCaseDetail } from '../../../src/config/support-cases.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { parseCommandLine, UsageError } from './command-line.js';
import { runCommand } from './run-command.js';
import { CommandError } from './commands.js';

const CASES = '/supportdesk/api/v1/cases';

let t: TestApp;
let call: ReturnType<typeof signedInject>;
let opened: SupportCaseDetail;

/** The command as the CLI would run it, from its words. */
const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, baseUrl: 'http://localhost' });

beforeAll(async () => {
  t = await buildTestApp();
  ({ call } = await signInTestUser(t.app, t.db, { email: 'case-user@example.com', firstName: 'Grace' }, Date.now()));
  const res = await call(
    'POST',
    CASES,
    { category: 'mining-help', subCategory: 'payouts', subject: 'Payout missing', description: 'Since Monday.', attachments: [] },
    { 'x-request-id': randomUUID() },
  );
  opened = res.json();
});
afterAll(async () => t.close());

describe('admin cases commands', () => {
  it('parse their words and refuse what they cannot use', () => {
    expect(parseCommandLine(['cases', 'list']).command).toEqual({ name: 'cases list' });
    expect(parseCommandLine(['cases', 'list', '--status', 'OPEN']).command).toEqual({ name: 'cases list', status: 'OPEN' });
    expect(parseCommandLine(['cases', 'show', '#1001']).command).toEqual({ name: 'cases show', id: '#1001' });
    expect(parseCommandLine(['cases', 'reply', '1001', '--text', ' Hello ', '--name', 'Ana']).command).toEqual({
      name: 'cases reply',
      id: '1001',
      text: 'Hello',
      authorName: 'Ana',
    });
    expect(parseCommandLine(['cases', 'close', opened.id.toUpperCase()]).command).toEqual({ name: 'cases close', id: opened.id });
    for (const bad of [
      ['cases', 'list', '--status', 'PENDING'],
      ['cases', 'show'],
      ['cases', 'show', 'abc'],
      ['cases', 'show', '1001', '1002'],
      ['cases', 'reply', '1001'],
      ['cases', 'reply', '1001', '--text', '   '],
      ['cases', 'reply', '1001', '--text', 'x'.repeat(5001)],
      ['cases', 'reply', '1001', '--text', 'a\u0000b'],
      ['cases', 'close', '1001', '--text', 'x'],
    ]) {
      expect(() => parseCommandLine(bad), bad.join(' ')).toThrow(UsageError);
    }
  });

  it('list the cases of every organization and show one thread by number or id', async () => {
    const list = await admin('cases', 'list');
    expect(list.text).toContain(`#${opened.number}  OPEN`);
    expect(list.text).toContain('case-user@example.com');
    expect(list.text).toContain('Payout missing');
    expect((await admin('cases', 'list', '--status', 'CLOSED')).text).toBe('No support cases.');
    const byNumber = await admin('cases', 'show', String(opened.number));
    const byId = await admin('cases', 'show', opened.id);
    expect(byNumber.data).toEqual(byId.data);
    expect(byNumber.text).toContain('USER Grace');
    expect(byNumber.text).toContain('Since Monday.');
  });

  it('reply as staff: the case is ANSWERED, the user sees it unread and gets a notification linking to it', async () => {
    const out = await admin('cases', 'reply', `#${opened.number}`, '--text', 'We are looking into it.\nOne moment.', '--name', 'Ana');
    expect(out.text).toBe(`Replied to case #${opened.number}; it is now ANSWERED and its user has a notification.`);
    const summary = (await call('GET', CASES)).json().list[0];
    expect(summary).toMatchObject({ id: opened.id, status: 'ANSWERED', unreadStaffReplies: 1 });
    const thread = (await call('GET', `${CASES}/${opened.id}`)).json();
    expect(thread.messages.at(-1)).toMatchObject({ author: 'STAFF', authorName: 'Ana', text: 'We are looking into it.\nOne moment.' });
    const notes = (await call('GET', '/api/v2/notifications?category=GENERAL')).json().list;
    expect(notes[0]).toMatchObject({ category: 'GENERAL', title: `Support replied to case #${opened.number}`, link: `/support/my-cases/${opened.id}` });
    // Without --name the reply is signed by "Support".
    await admin('cases', 'reply', opened.id, '--text', 'Found it.');
    expect((await call('GET', `${CASES}/${opened.id}`)).json().messages.at(-1).authorName).toBe('Support');
  });

  it('close a case; the user can no longer reply, and staff cannot either', async () => {
    expect((await admin('cases', 'close', String(opened.number))).text).toBe(`Case #${opened.number} is CLOSED.`);
    const res = await call('POST', `${CASES}/${opened.id}/messages`, { text: 'thanks' }, { 'x-request-id': randomUUID() });
    expect(res.statusCode).toBe(409);
    await expect(admin('cases', 'reply', String(opened.number), '--text', 'late')).rejects.toThrow(CommandError);
  });

  it('name an unknown case as an error the operator can fix', async () => {
    await expect(admin('cases', 'show', '999999')).rejects.toThrow(CommandError);
    await expect(admin('cases', 'close', randomUUID())).rejects.toThrow(/No support case/);
  });
});
