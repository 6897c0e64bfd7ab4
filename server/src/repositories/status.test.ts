import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { createStatusRepository } from './status.js';

const NOW = Date.UTC(2026, 10, 28, 12);
const MINUTE = 60_000;
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('status repository', () => {
  it('keeps an incident with its components and every update, and closes it when resolved', async () => {
    const status = createStatusRepository(db);
    const id = await status.openIncident({
      title: 'Marketplace orders stuck',
      components: [{ component: 'marketplace', impact: 'major_outage' }],
      state: 'investigating',
      message: 'Looking into it.',
      at: NOW,
    });
    expect(await status.lockIncident(id)).toBe('investigating');
    await status.addUpdate(id, { state: 'resolved', message: 'Fixed.', at: NOW + 10 * MINUTE, postmortemUrl: 'https://example.com/pm' });
    expect(await status.incident(id)).toEqual({
      id,
      title: 'Marketplace orders stuck',
      state: 'resolved',
      components: [{ component: 'marketplace', impact: 'major_outage' }],
      created: NOW,
      resolved: NOW + 10 * MINUTE,
      postmortemUrl: 'https://example.com/pm',
      updates: [
        { state: 'investigating', message: 'Looking into it.', created: NOW },
        { state: 'resolved', message: 'Fixed.', created: NOW + 10 * MINUTE },
      ],
    });
    expect((await status.incidents(NOW, 10)).map((i) => i.id)).toContain(id);
    expect((await status.incidents(NOW + 11 * MINUTE, 10)).map((i) => i.id)).not.toContain(id);
    expect(await status.lockIncident(999_999)).toBeUndefined();
  });

  it('keeps maintenance windows with an end or an expected duration, and cancels one once', async () => {
    const status = createStatusRepository(db);
    const base = { title: 'Database upgrade', message: '', components: ['payouts' as const], expectedMinMinutes: null, at: NOW };
    const ended = await status.scheduleMaintenance({ ...base, starts: NOW - 60 * MINUTE, ends: NOW - 30 * MINUTE, expectedMaxMinutes: null });
    const open = await status.scheduleMaintenance({ ...base, starts: NOW - 10 * MINUTE, ends: null, expectedMinMinutes: 45, expectedMaxMinutes: 90 });
    const later = await status.scheduleMaintenance({ ...base, starts: NOW + 60 * MINUTE, ends: NOW + 120 * MINUTE, expectedMaxMinutes: null });
    expect((await status.maintenanceAfter(NOW)).map((m) => m.id)).toEqual([open, later]);
    expect(await status.maintenance(open)).toMatchObject({
      starts: NOW - 10 * MINUTE,
      ends: null,
      expectedMinMinutes: 45,
      expectedMaxMinutes: 90,
      cancelled: null,
    });
    expect(await status.cancelMaintenance(later, NOW)).toBe(true);
    expect(await status.cancelMaintenance(later, NOW)).toBe(false);
    expect((await status.maintenanceAfter(NOW)).map((m) => m.id)).toEqual([open]);
    expect((await status.maintenanceAfter(NOW, true)).map((m) => m.id)).toEqual([open, later]);
    expect((await status.maintenanceSince(NOW - 2 * 60 * MINUTE, 10)).map((m) => m.id)).toEqual([later, open, ended]);
  });

  it('keeps the minutes a check failed, once whichever servers saw it, and when measuring began; prunes old failures', async () => {
    const status = createStatusRepository(db);
    expect(await status.firstCheck()).toBeNull();
    await status.recordCheck('database', NOW, true);
    await status.recordCheck('database', NOW, false);
    await status.recordCheck('database', NOW, false);
    await status.recordCheck('websocket', NOW + MINUTE, false);
    await status.recordCheck('websocket', NOW + 2 * MINUTE, true);
    expect(await status.failedChecks(NOW)).toEqual([
      { check: 'database', at: NOW },
      { check: 'websocket', at: NOW + MINUTE },
    ]);
    expect(await status.firstCheck()).toBe(NOW);
    expect(await status.pruneChecks(NOW + MINUTE)).toBe(1);
    expect(await status.failedChecks(0)).toEqual([{ check: 'websocket', at: NOW + MINUTE }]);
    expect(await status.firstCheck()).toBe(NOW);
  });
});
