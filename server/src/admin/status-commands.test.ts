import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import type { StatusIncident, StatusMaintenance } from '../../../src/config/api/status.js';
import { CommandError } from './command-error.js';
import { parseCommandLine, USAGE, UsageError } from './command-line.js';
import { runCommand } from './run-command.js';

const NOW = Date.UTC(2026, 6, 4, 8, 30);
let db: Db;
let drop: () => Promise<void>;
let clock = NOW;
let changes = 0;

const admin = (...args: string[]) =>
  runCommand(parseCommandLine(args).command, {
    db,
    now: () => clock,
    statusChanged: async () => {
      changes++;
    },
  });
const count = async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('admin status commands', () => {
  it('are in the usage text and parse their words', () => {
    for (const words of [
      'status incident open',
      'status incident update',
      'status incident resolve',
      'status incident list',
      'status maintenance schedule',
      'status maintenance cancel',
      'status maintenance list',
    ]) {
      expect(USAGE).toContain(words);
    }
    expect(parseCommandLine(['status', 'incident', 'update', '3', '--state', 'identified', '--message', ' Found it ']).command).toEqual({
      name: 'status incident update',
      id: 3,
      state: 'identified',
      message: 'Found it',
    });
    for (const bad of [
      ['status'],
      ['status', 'incident'],
      ['status', 'incident', 'open', '--title', 'x', '--components', 'marketplace'],
      ['status', 'incident', 'update', '3', '--state', 'resolved', '--message', 'x'],
      ['status', 'incident', 'resolve', 'abc'],
      ['status', 'incident', 'resolve', '3', '--postmortem', 'javascript:alert(1)'],
      ['status', 'maintenance', 'cancel'],
    ]) {
      expect(() => parseCommandLine(bad), bad.join(' ')).toThrow(UsageError);
    }
  });

  it('move an incident through its states with every update kept, and refuse an update once it is resolved', async () => {
    const opened = (
      await admin('status', 'incident', 'open', '--title', 'Orders stuck', '--components', 'marketplace,payouts:degraded', '--message', 'Looking into it.')
    ).data as StatusIncident;
    expect(opened).toMatchObject({
      state: 'investigating',
      components: [
        { component: 'marketplace', impact: 'major_outage' },
        { component: 'payouts', impact: 'degraded' },
      ],
    });
    clock += 60_000;
    await admin('status', 'incident', 'update', String(opened.id), '--state', 'identified', '--message', 'A stuck queue.');
    clock += 60_000;
    await admin('status', 'incident', 'update', String(opened.id), '--state', 'monitoring', '--message', 'Queue drained.');
    clock += 60_000;
    const resolved = await admin('status', 'incident', 'resolve', String(opened.id), '--postmortem', 'https://blog.example.com/pm');
    expect(resolved.data).toMatchObject({ state: 'resolved', resolved: NOW + 180_000, postmortemUrl: 'https://blog.example.com/pm' });
    expect((resolved.data as StatusIncident).updates.map((u) => u.state)).toEqual(['investigating', 'identified', 'monitoring', 'resolved']);
    expect(resolved.text).toContain('RESOLVED');

    const before = await count('status_incident_updates');
    const refused = admin('status', 'incident', 'update', String(opened.id), '--state', 'monitoring', '--message', 'Again?');
    await expect(refused).rejects.toThrow(CommandError);
    await expect(refused).rejects.toThrow(`Incident ${opened.id} is resolved already and takes no more updates`);
    await expect(admin('status', 'incident', 'resolve', '999999')).rejects.toThrow('No incident 999999');
    expect(await count('status_incident_updates')).toBe(before);
    const listed = await admin('status', 'incident', 'list');
    expect((listed.data as { incidents: StatusIncident[] }).incidents.map((i) => i.id)).toContain(opened.id);
  });

  it('refuse unknown components and impacts in one line, writing nothing', async () => {
    const [incidents, updates, windows, changed] = [
      await count('status_incidents'),
      await count('status_incident_updates'),
      await count('status_maintenance'),
      changes,
    ];
    const unknown = admin('status', 'incident', 'open', '--title', 'x', '--components', 'marketplace,stratum-mars', '--message', 'm');
    await expect(unknown).rejects.toThrow(CommandError);
    await expect(unknown).rejects.toThrow(/^Unknown component "stratum-mars"; the components are stratum-eu-west, .*statistics$/);
    await expect(admin('status', 'incident', 'open', '--title', 'x', '--components', 'marketplace:down', '--message', 'm')).rejects.toThrow(
      /^Unknown impact "marketplace:down"/,
    );
    await expect(admin('status', 'maintenance', 'schedule', '--title', 'x', '--components', 'wallets', '--start', 'now', '--duration', '30')).rejects.toThrow(
      /^Unknown component "wallets"/,
    );
    expect([await count('status_incidents'), await count('status_incident_updates'), await count('status_maintenance'), changes]).toEqual([
      incidents,
      updates,
      windows,
      changed,
    ]);
  });

  it('write an incident and its first update together or not at all', async () => {
    const incidents = await count('status_incidents');
    // A database that fails on the second statement of the transaction (the first update).
    const failing = {
      ...db,
      transaction: <T>(work: Parameters<Db['transaction']>[0]) =>
        db.transaction((tx) =>
          (work as (q: typeof tx) => Promise<T>)({
            exec: (sql: string) => tx.exec(sql),
            query: (sql: string, params?: unknown[]) =>
              sql.includes('INTO status_incident_updates') ? Promise.reject(new Error('disk full')) : tx.query(sql, params),
          } as typeof tx),
        ),
    } as Db;
    const command = parseCommandLine(['status', 'incident', 'open', '--title', 'x', '--components', 'exchange', '--message', 'm']).command;
    await expect(runCommand(command, { db: failing, now: () => clock })).rejects.toThrow('disk full');
    expect(await count('status_incidents')).toBe(incidents);
  });

  it('schedule maintenance with an end or a duration range, refuse an end before the start, and cancel', async () => {
    const range = (
      await admin(
        'status',
        'maintenance',
        'schedule',
        '--title',
        'Wallet upgrade',
        '--components',
        'wallet,payouts',
        '--start',
        '2026-07-04T10:30+02:00',
        '--duration',
        '45-90',
      )
    ).data as StatusMaintenance;
    expect(range).toMatchObject({ starts: NOW, ends: null, expectedMinMinutes: 45, expectedMaxMinutes: 90, components: ['wallet', 'payouts'] });
    const ended = await admin(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'Exchange',
      '--components',
      'exchange',
      '--start',
      'now',
      '--end',
      '2026-07-04T09:00Z',
    );
    expect(ended.data).toMatchObject({ starts: clock, ends: Date.UTC(2026, 6, 4, 9) });
    expect(ended.text).toContain('until 2026-07-04T09:00Z');

    const windows = await count('status_maintenance');
    const backwards = admin(
      'status',
      'maintenance',
      'schedule',
      '--title',
      'x',
      '--components',
      'exchange',
      '--start',
      '2026-07-05T10:00Z',
      '--end',
      '2026-07-05T09:00Z',
    );
    await expect(backwards).rejects.toThrow(CommandError);
    await expect(backwards).rejects.toThrow('The end must be after the start');
    await expect(
      admin('status', 'maintenance', 'schedule', '--title', 'x', '--components', 'exchange', '--start', '2026-07-05T10:00', '--duration', '30'),
    ).rejects.toThrow(/^--start must be "now" or a time with its zone/);
    await expect(
      admin('status', 'maintenance', 'schedule', '--title', 'x', '--components', 'exchange', '--start', 'now', '--duration', '90-45'),
    ).rejects.toThrow(/^--duration/);
    await expect(admin('status', 'maintenance', 'schedule', '--title', 'x', '--components', 'exchange', '--start', 'now')).rejects.toThrow(
      'Give either --end or --duration',
    );
    expect(await count('status_maintenance')).toBe(windows);

    const cancelled = await admin('status', 'maintenance', 'cancel', String(range.id));
    expect((cancelled.data as StatusMaintenance).cancelled).toBe(clock);
    await expect(admin('status', 'maintenance', 'cancel', String(range.id))).rejects.toThrow(`Maintenance ${range.id} is cancelled already`);
    const listed = (await admin('status', 'maintenance', 'list')).data as { maintenance: StatusMaintenance[] };
    expect(listed.maintenance.map((m) => m.id)).toContain(range.id);
  });
});
