// The status page's Atom feed (issue 34): incidents move through their states in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';

const MINUTE = 60_000;
let clock = Date.UTC(2026, 10, 28, 12);
let t: TestApp;

const admin = (...args: string[]) => runCommand(parseCommandLine(args).command, { db: t.db, repos: t.app.repos, now: () => clock });
const feed = async () => {
  const res = await t.app.inject('/status/feed.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3');
  return res.body;
};
const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1]!);

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, config: { publicUrl: 'https://status.example' } });
});
afterAll(async () => t.close());

describe('the status feed', () => {
  it('is an Atom feed with no entries on a quiet day', async () => {
    const xml = await feed();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<id>https://status.example/status</id>');
    expect(entries(xml)).toEqual([]);
  });

  it('has one entry per incident, retitled and updated with each update, every update in its content', async () => {
    const opened = await admin('status', 'incident', 'open', '--title', 'Orders <stuck>', '--components', 'marketplace', '--message', 'Looking & checking.');
    const id = (opened.data as { id: number }).id;
    let [entry] = entries(await feed());
    expect(entry).toContain('<title type="html"><![CDATA[Investigating: Orders <stuck>]]></title>');
    expect(entry).toContain(`<id>https://status.example/status#incident-${id}</id>`);
    clock += 5 * MINUTE;
    await admin('status', 'incident', 'update', String(id), '--state', 'identified', '--message', 'A stuck queue.');
    clock += 5 * MINUTE;
    await admin('status', 'incident', 'resolve', String(id));
    const all = entries(await feed());
    expect(all).toHaveLength(1);
    [entry] = all;
    expect(entry).toContain('<title type="html"><![CDATA[Resolved: Orders <stuck>]]></title>');
    expect(entry).toContain(`<updated>${new Date(clock).toISOString()}</updated>`);
    for (const text of ['Looking &#38; checking.', 'A stuck queue.', 'Resolved.', 'Hash-power marketplace']) expect(entry).toContain(text);
  });

  it('lists scheduled maintenance', async () => {
    await admin(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'Wallet upgrade',
      '--components',
      'wallet',
      '--start',
      '2026-12-01T10:30+01:00',
      '--duration',
      '45-90',
    );
    const xml = await feed();
    expect(xml).toContain('Scheduled maintenance: Wallet upgrade');
    expect(xml).toContain('From 2026-12-01 09:30 UTC, expected 45 to 90 minutes.');
  });
});
