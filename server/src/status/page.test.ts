// /status is a page of the app, rendered by the server with the status tables
// (issue 34): every component with its state in the server's HTML, the feed
// announced and linked, a maintenance window's calendar event, the reader's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_COMPONENTS } from '../../../src/config/status-components.js';
import { appPagesConfig } from '../../test/app-pages.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';
import { recordSelfChecks } from './self-checks.js';

let clock = Date.UTC(2026, 10, 28, 12);
let t: TestApp;
const pages = appPagesConfig();
const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, repos: t.app.repos, now: () => clock });
// A rendered page is kept as long as the summary is fresh (3 s of real time): each check after
// a change reads the page in a language not read yet, so it is rendered anew.
const page = async (headers: Record<string, string> = {}, url = '/status') => {
  clock += 60_000;
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, config: pages.config });
  await recordSelfChecks(t.app);
});
afterAll(async () => {
  await t.close();
  pages.remove();
});

describe('/status', () => {
  it("speaks the reader's language: the lang parameter, then the cookie, then Accept-Language", async () => {
    const german = (await page({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' })).body;
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('Hashpower-Marktplatz');
    expect(german).toContain('Alle Systeme funktionieren.');
    const japanese = (await page({ 'accept-language': 'de', cookie: 'locale=fr' }, '/status?lang=ja')).body;
    expect(japanese).toContain('<html lang="ja"');
    expect(japanese).toContain('ハッシュパワーマーケット');
    expect((await page({ cookie: 'locale=sl' })).body).toContain('<html lang="sl"');
    expect((await page({ 'accept-language': 'ko' })).body).toContain('<html lang="en"');
  });

  it('lists every component with its state and uptime in the HTML, and announces and links the feed', async () => {
    const body = (await page()).body;
    expect(body).toContain('data-rendered="server"');
    for (const c of STATUS_COMPONENTS) expect(body).toContain(`data-component="${c}" data-state="operational"`);
    expect(body).toContain('data-status-value="1"');
    expect(body).toContain('Hash-power marketplace');
    expect(body).toContain('100.00 % uptime over 90 days');
    expect(body).toContain('<link rel="alternate" type="application/atom+xml" title="Atom feed of incidents and maintenance" href="/status/feed.xml" />');
    expect(body).toContain('href="/status/feed.xml"');
    expect(body).toContain('No incidents in the last 90 days.');
    expect(body).toContain('Times are in UTC.');
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
    const body = (await page({}, '/status?lang=pt')).body;
    expect(body).toContain('data-component="statistics" data-state="partial_outage"');
    expect(body).toContain('data-mining-unaffected');
    // Nine of ten components work: the status value is 0 (spec 4).
    expect(body).toContain('data-status-value="0"');
    expect(body).toContain(`data-incident="${id}" data-incident-state="identified"`);
    expect(body).toContain('Charts &lt;late&gt;');
    expect(body).toContain('Charts lag.');
    expect(body).toContain('A slow query.');
  });

  it('shows maintenance in progress on its components, with its calendar event', async () => {
    await admin('status', 'maintenance', 'schedule', '--title', 'Wallet upgrade', '--components', 'wallet', '--start', 'now', '--duration', '45-90');
    const start = clock;
    const body = (await page({}, '/status?lang=es')).body;
    expect(body).toContain('data-component="wallet" data-state="under_maintenance"');
    expect(body).toMatch(/Wallet upgrade<\/h3><span class="status-badge status-badge--maintenance">en curso/);
    expect(body).toContain('de 45 a 90 minutos');
    const link = /href="(\/status\/maintenance\/\d+\.ics)"/.exec(body)![1]!;
    const ics = await t.app.inject(link);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const stamp = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(ics.body).toContain(`\r\nDTSTART:${stamp(start)}\r\nDTEND:${stamp(start + 90 * 60_000)}\r\nSUMMARY:Hashvale maintenance: Wallet upgrade\r\n`);
    expect(ics.body).toContain('DESCRIPTION:Expected 45 to 90 minutes. Wallet deposits and withdrawals.');
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect((await t.app.inject('/status/maintenance/999999.ics')).statusCode).toBe(404);
    expect((await t.app.inject('/status/maintenance/1.txt')).statusCode).toBe(400);
  });
});
