/**
 * Issue 34 on two servers sharing one PostgreSQL: what staff write through
 * server A (as its admin socket runs it) shows on server B, from the
 * database: an incident in B's summary, feed and page within 5 s (the summary is
 * cached 3 s), a maintenance window as B's IS_MAINTENANCE within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusSummary } from '../../../src/config/api/status.js';
import { parseCommandLine } from '../../src/admin/command-line.js';
import { runCommand } from '../../src/admin/run-command.js';
import { appPagesConfig } from '../app-pages.js';
import { startTwoServers, within, type TwoServers } from './two-servers.js';

let servers: TwoServers;
// Both servers render the app's pages, the status page among them.
const pages = appPagesConfig();
beforeAll(async () => {
  servers = await startTwoServers(pages.config);
});
afterAll(async () => {
  await servers.close();
  pages.remove();
});

/** `npm run admin -- …` through server A's admin socket. */
const adminOnA = (...args: string[]) => {
  const { app, db } = servers.a;
  return runCommand(parseCommandLine(args).command, { db, repos: app.repos, now: app.now, statusChanged: () => app.systemFlags.reload() });
};

describe('the status page on two servers', () => {
  it('shows on the other server within 5 s an incident opened through one, in the summary and the feed', async () => {
    const { b } = servers;
    expect((await b.app.inject('/api/v2/status/summary')).json<StatusSummary>().status).toBe(1);
    const opened = await adminOnA(
      'status',
      'incident',
      'open',
      '--title',
      'Marketplace orders stuck',
      '--components',
      'marketplace',
      '--message',
      'Investigating.',
    );
    const id = (opened.data as { id: number }).id;
    const took = await within(5000, async () => {
      const summary = (await b.app.inject('/api/v2/status/summary')).json<StatusSummary>();
      expect(summary.components.find((c) => c.id === 'marketplace')!.state).toBe('major_outage');
      expect((await b.app.inject('/status/feed.xml')).body).toContain(`#incident-${id}`);
      expect((await b.app.inject('/status')).body).toContain('data-component="marketplace" data-state="major_outage"');
    });
    console.log(`an incident reached the other server's summary in ${took.toFixed(0)} ms`);
    await adminOnA('status', 'incident', 'resolve', String(id));
  });

  it('turns IS_MAINTENANCE on on the other server within a second of a window starting now, and off when it is cancelled', async () => {
    const { b } = servers;
    const flagOn = async () => {
      const res = await b.app.inject('/api/v2/system/flags');
      return res.json<{ list: Array<{ flagName: string; flagValue: boolean }> }>().list.some((f) => f.flagName === 'IS_MAINTENANCE' && f.flagValue);
    };
    expect(await flagOn()).toBe(false);
    const window = await adminOnA(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'Database upgrade',
      '--components',
      'payouts',
      '--start',
      'now',
      '--duration',
      '45-90',
    );
    await within(1000, async () => expect(await flagOn()).toBe(true));
    await adminOnA('status', 'maintenance', 'cancel', String((window.data as { id: number }).id));
    await within(1000, async () => expect(await flagOn()).toBe(false));
  });
});
