// The no-script /status page shows the status tables (issue 34): every component with its state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_COMPONENT_NAMES, STATUS_COMPONENTS } from '../../../src/config/status-components.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';
import { recordSelfChecks } from './self-checks.js';

let clock = Date.UTC(2026, 10, 28, 12);
let t: TestApp;
const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, repos: t.app.repos, now: () => clock });
const page = async () => {
  const res = await t.app.inject('/status');
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(/<script/i);
  return res.body;
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await recordSelfChecks(t.app);
});
afterAll(async () => t.close());

describe('/status', () => {
  it("speaks the reader's language: the lang parameter, then the cookie, then Accept-Language", async () => {
    const german = await t.app.inject({ url: '/status', headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' } });
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Hashpower-Marktplatz');
    expect(german.body).toContain('Alle Systeme funktionieren.');
    const japanese = await t.app.inject({ url: '/status?lang=ja', headers: { 'accept-language': 'de', cookie: 'locale=fr' } });
    expect(japanese.body).toContain('<html lang="ja">');
    expect(japanese.body).toContain('ハッシュパワーマーケット');
    expect((await t.app.inject({ url: '/status', headers: { cookie: 'locale=sl' } })).body).toContain('<html lang="sl">');
    expect((await t.app.inject({ url: '/status', headers: { 'accept-language': 'ko' } })).body).toContain('<html lang="en">');
  });

  it('lists every component with its state and uptime, and links the feed', async () => {
    clock += 60_000;
    const body = await page();
    for (const c of STATUS_COMPONENTS) {
      expect(body).toContain(`<li data-component="${c}" data-state="operational">`);
      expect(body).toContain(STATUS_COMPONENT_NAMES[c]);
    }
    expect(body).toContain('100.00 % uptime over 90 days');
    expect(body).toContain('type="application/atom+xml"');
    expect(body).toContain('No incidents in the last 90 days.');
  });

  it('shows an open incident on its component with every update, and says when mining is not affected', async () => {
    const opened = await admin(
      'status',
      'incident',
      'open',
      '--title',
      'Charts <late>',
      '--components',
      'statistics:partial_outage',
      '--message',
      'Charts lag.',
    );
    const id = (opened.data as { id: number }).id;
    clock += 60_000;
    await admin('status', 'incident', 'update', String(id), '--state', 'identified', '--message', 'A slow query.');
    const body = await page();
    expect(body).toContain('<li data-component="statistics" data-state="partial_outage">');
    expect(body).toContain('data-mining-unaffected');
    expect(body).toContain(`data-incident="${id}" data-incident-state="identified"`);
    expect(body).toContain('Charts &#60;late&#62;');
    expect(body).toContain('Charts lag.');
    expect(body).toContain('A slow query.');
  });

  it('shows maintenance in progress on its components', async () => {
    await admin('status', 'maintenance', 'schedule', '--title', 'Wallet upgrade', '--components', 'wallet', '--start', 'now', '--duration', '45-90');
    const body = await page();
    expect(body).toContain('<li data-component="wallet" data-state="under_maintenance">');
    expect(body).toContain('Wallet upgrade (in progress)');
    expect(body).toContain('45 to 90 minutes');
    const link = /href="(\/status\/maintenance\/\d+\.ics)"/.exec(body)![1]!;
    const ics = await t.app.inject(link);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const start = new Date(clock)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const end = new Date(clock + 90 * 60_000)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics.body).toContain(`\r\nDTSTART:${start}\r\nDTEND:${end}\r\nSUMMARY:Hashvale maintenance: Wallet upgrade\r\n`);
    expect(ics.body).toContain('DESCRIPTION:Expected 45 to 90 minutes. Wallet deposits and withdrawals.');
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect((await t.app.inject('/status/maintenance/999999.ics')).statusCode).toBe(404);
    expect((await t.app.inject('/status/maintenance/1.txt')).statusCode).toBe(400);
  });
});
