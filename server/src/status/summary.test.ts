// The status page's data driving the site (issue 34): the JSON summary, and
// IS_MAINTENANCE while a window is open, all read from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusSummary } from '../../../src/config/api/status.js';
import { MAINTENANCE_HEADER } from '../../../src/config/api-headers.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { parseCommandLine } from '../admin/command-line.js';
import { runCommand } from '../admin/run-command.js';
import { recordSelfChecks } from './self-checks.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 28, 12);
let clock = START;
let t: TestApp;

/** The admin command as the admin socket runs it (the server's repositories and flag store). */
const admin = (...args: string[]) =>
  runCommand(parseCommandLine(args).command, { db: t.db, repos: t.app.repos, now: () => clock, statusChanged: () => t.app.systemFlags.reload() });

const summary = async () => {
  const res = await t.app.inject('/api/v2/status/summary');
  expect(res.statusCode).toBe(200);
  return { body: res.json<StatusSummary>(), res };
};
const maintenanceFlag = async () => {
  const res = await t.app.inject('/api/v2/system/flags');
  return {
    on: res.json<{ list: Array<{ flagName: string; flagValue: boolean }> }>().list.some((f) => f.flagName === 'IS_MAINTENANCE' && f.flagValue),
    header: res.headers[MAINTENANCE_HEADER],
  };
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(async () => t.close());

describe('the status summary', () => {
  it('shows every component working, measured from the first self-check, public and a few seconds fresh', async () => {
    expect(await recordSelfChecks(t.app)).toEqual({ database: true, 'market-feed': true, websocket: true, 'content-index': true });
    clock += 10 * MINUTE;
    const { body, res } = await summary();
    expect(res.headers['cache-control']).toContain('max-age=3');
    expect(body.status).toBe(1);
    expect(body.miningUnaffected).toBe(false);
    expect(body.components.map((c) => c.id)).toHaveLength(10);
    expect(body.components.every((c) => c.state === 'operational' && c.uptime90d === 100)).toBe(true);
    expect(body.generated).toBe(clock);
  });

  it('shows an incident opened through the admin command, on its component, with its updates', async () => {
    const opened = await admin('status', 'incident', 'open', '--title', 'Stats delayed', '--components', 'statistics', '--message', 'Charts lag.');
    clock += 10 * MINUTE;
    const { body } = await summary();
    expect(body.components.find((c) => c.id === 'statistics')).toMatchObject({ state: 'major_outage', uptime90d: 50 });
    // The daily bars: 90 UTC days, today last; nothing measured before the first self-check.
    const days = body.components.find((c) => c.id === 'statistics')!.days;
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe(0.5);
    expect(days.slice(0, -1).every((d) => d === null)).toBe(true);
    expect(body.status).toBe(0);
    expect(body.miningUnaffected).toBe(true);
    expect(body.incidents[0]).toMatchObject({ id: (opened.data as { id: number }).id, title: 'Stats delayed', state: 'investigating' });
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/v2/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/v2/status/summary');
  });
});

describe('scheduled maintenance', () => {
  it('sets IS_MAINTENANCE while its window is open, and clears it when the window ends, with no one writing a flag', async () => {
    expect(await maintenanceFlag()).toEqual({ on: false, header: undefined });
    await admin(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'Wallet upgrade',
      '--components',
      'wallet',
      '--start',
      new Date(clock + 5 * MINUTE).toISOString(),
      '--duration',
      '45-90',
    );
    expect((await maintenanceFlag()).on).toBe(false);
    clock += 5 * MINUTE;
    expect(await maintenanceFlag()).toEqual({ on: true, header: 'true' });
    clock += 4 * MINUTE;
    expect((await summary()).body.components.find((c) => c.id === 'wallet')!.state).toBe('under_maintenance');
    clock += 86 * MINUTE;
    expect(await maintenanceFlag()).toEqual({ on: false, header: undefined });
    const flags = await admin('flags', 'list');
    expect(JSON.stringify(flags.data)).not.toContain('"IS_MAINTENANCE","flagValue":true');
  });

  it('ends at once when cancelled', async () => {
    const window = await admin('status', 'maintenance', 'schedule', '--title', 'Exchange', '--components', 'exchange', '--start', 'now', '--duration', '30');
    expect((await maintenanceFlag()).on).toBe(true);
    await admin('status', 'maintenance', 'cancel', String((window.data as { id: number }).id));
    expect((await maintenanceFlag()).on).toBe(false);
  });
});
