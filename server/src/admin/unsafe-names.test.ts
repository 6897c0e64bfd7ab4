// Issue 35, point 8: attachment names lose control and bidi characters when
// stored (the name as sent kept only escaped, for staff), and the admin CLI
// never prints a raw control character.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signInTestUser } from '../../test/test-user.js';
import { openCase, PNG } from '../../test/support-cases.js';
import { parseCommandLine } from './command-line.js';
import { runCommand } from './run-command.js';
import { runCli } from './run-cli.js';

// U+009B is a one-byte CSI to a terminal; U+202E turns "gnp.exe" round to read "exe.png".
const SENT = 'photo\u009B2J\u202Egnp.exe.png'; // C0 characters are refused by the schema already
// eslint-disable-next-line no-control-regex -- what must never reach a terminal or a stored name
const RAW = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('attachment names with control and bidi characters', () => {
  it('are stored without them; staff see the name as sent, escaped', async () => {
    const { call } = await signInTestUser(t.app, t.db, { email: 'names@example.com', firstName: 'N' }, Date.now());
    const opened = await openCase(call, { attachments: [{ name: SENT, content: PNG.toString('base64') }] });
    const [file] = opened.messages[0]!.attachments;
    expect(file!.name).toBe('photo2Jgnp.exe.png');

    const shown = await runCommand(parseCommandLine(['cases', 'show', String(opened.number)]).command, { db: t.db });
    expect(shown.text).toContain('file: photo2Jgnp.exe.png (image/png, 70 B; sent as "photo\\u009B2J\\u202Egnp.exe.png")');
    expect(shown.text).not.toMatch(RAW);
    const [row] = await t.db.query<{ name: string; original: string }>('SELECT name, original_name AS original FROM support_attachments');
    expect(row).toEqual({ name: 'photo2Jgnp.exe.png', original: 'photo\\u009B2J\\u202Egnp.exe.png' });
  });

  it('keep a clean name as it is, with no second copy', async () => {
    const { call } = await signInTestUser(t.app, t.db, { email: 'clean@example.com', firstName: 'C' }, Date.now());
    const opened = await openCase(call, { attachments: [{ name: 'Zoë отчёт.png', content: PNG.toString('base64') }] });
    expect(opened.messages[0]!.attachments[0]!.name).toBe('Zoë отчёт.png');
    const rows = await t.db.query<{ original: string | null }>("SELECT original_name AS original FROM support_attachments WHERE name = 'Zoë отчёт.png'");
    expect(rows).toEqual([{ original: null }]);
  });
});

describe('the admin CLI', () => {
  it('prints what it was given with control and bidi characters escaped, in text and on stderr', async () => {
    const err: string[] = [];
    await runCli(['cases', 'show', 'x\u001B[2J\u202E\u009B'], { env: {}, stdout: (text) => err.push(text), stderr: (text) => err.push(text) });
    expect(err.join('')).toContain('x\\u001B[2J\\u202E\\u009B');
    expect(err.join('')).not.toMatch(RAW);
  });
});
