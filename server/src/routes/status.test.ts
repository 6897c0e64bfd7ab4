import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FREE_MIN_BYTES } from '../../../src/config/limits.js';
import { serviceStatusValue } from '../../../src/config/monitor.js';
import { STATUS_COMPONENTS } from '../../../src/config/status-components.js';
import { openIncident, updateIncident } from '../status/incidents.js';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { monitorItems } from '../monitor/health.js';

let t: TestApp;
const NOW = 1_700_000_000_000;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(async () => t.close());

/** The status value (spec 4) over this server's monitored items, as the footer computes it from api/v2/status. */
async function monitorValue(app = t.app): Promise<number> {
  const { monitors } = (await app.inject('/api/v2/status')).json() as { monitors: Array<{ status: number }> };
  return serviceStatusValue(monitors.map((m) => m.status));
}

function callbackArgument(body: string, name: string): unknown {
  const prefix = `/**/${name}(`;
  expect(body.startsWith(prefix)).toBe(true);
  expect(body.endsWith(');')).toBe(true);
  return JSON.parse(body.slice(prefix.length, -2));
}

describe('the status monitor script', () => {
  it('calls the callback with the state of each of the ten components, all up', async () => {
    const res = await t.app.inject('/status/monitor.js?callback=hv_status$1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(callbackArgument(res.body, 'hv_status$1')).toEqual({
      monitors: STATUS_COMPONENTS.map((name) => ({ name, status: 0, state: 'operational' })),
      checkedAt: NOW,
    });
  });

  it('reports maintenance set by hand as the Website under maintenance', async () => {
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    try {
      const res = await t.app.inject('/status/monitor.js?callback=cb');
      const { monitors } = callbackArgument(res.body, 'cb') as { monitors: Array<{ name: string; status: number; state: string }> };
      expect(monitors.filter((m) => m.status !== 0)).toEqual([{ name: 'website', status: 1, state: 'under_maintenance' }]);
    } finally {
      await t.app.systemFlags.set('IS_MAINTENANCE', false);
    }
  });

  it("follows an open incident's components and impacts, and lets them go when it is resolved", async () => {
    const store = { db: t.app.db };
    const incident = await openIncident(
      store,
      { title: 'Orders stuck', components: 'marketplace:major_outage,payouts:degraded', message: 'Looking', state: 'investigating' },
      NOW,
    );
    try {
      const { monitors } = (await t.app.inject('/api/v2/status')).json() as { monitors: Array<{ name: string; status: number; state: string }> };
      expect(monitors.filter((m) => m.state !== 'operational')).toEqual([
        { name: 'marketplace', status: 1, state: 'major_outage' },
        // Degraded still works: it keeps the value at 0 for this item.
        { name: 'payouts', status: 0, state: 'degraded' },
      ]);
    } finally {
      await updateIncident(store, { id: incident.id, state: 'resolved', message: 'Fixed' }, NOW);
    }
    const { monitors } = (await t.app.inject('/api/v2/status')).json() as { monitors: Array<{ status: number }> };
    expect(monitors.every((m) => m.status === 0)).toBe(true);
  });

  it.each(['alert(1)//', '1abc', 'a'.repeat(65), 'a.b', 'a%3Bb', ''])('refuses the callback name %j with 400', async (name) => {
    const res = await t.app.inject(`/status/monitor.js?callback=${name}`);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });

  it('refuses a missing callback with 400', async () => {
    const res = await t.app.inject('/status/monitor.js');
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });
});

describe('the service status as JSON', () => {
  it('answers GET api/v2/status with the same ten components, never cached', async () => {
    const res = await t.app.inject('/api/v2/status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { monitors: Array<{ name: string; status: number }>; checkedAt: number };
    expect(body.monitors.map((m) => m.name)).toEqual([...STATUS_COMPONENTS]);
    expect(body.checkedAt).toBe(NOW);
  });

  // The page at /status is the app's, rendered with the status tables (status/page.test.ts).
  it('gives the value 1 while every monitored item works', async () => {
    expect(await monitorValue()).toBe(1);
  });

  it('turns the value to 0 while one of six components is down (maintenance)', async () => {
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    try {
      expect(await monitorValue()).toBe(0);
    } finally {
      await t.app.systemFlags.set('IS_MAINTENANCE', false);
    }
  });
});

describe('component health', () => {
  it('counts the disk as down below the free-space minimum', async () => {
    const items = await monitorItems(t.app, { freeBytes: async () => DISK_FREE_MIN_BYTES - 1 });
    expect(items.find((m) => m.name === 'disk')?.status).toBe(1);
    const enough = await monitorItems(t.app, { freeBytes: async () => DISK_FREE_MIN_BYTES });
    expect(enough.find((m) => m.name === 'disk')?.status).toBe(0);
  });

  it('reports a database that fails, and the status value follows it', async () => {
    const failing = await buildTestApp({ now: () => NOW });
    try {
      failing.app.repos.health.ping = () => Promise.reject(new Error('connection refused'));
      const body = (await failing.app.inject('/api/v2/status')).json() as { monitors: Array<{ name: string; status: number }> };
      // The database takes the REST API and the Website down: eight of ten work, more than half, so 0 by the spec's rule.
      expect(body.monitors.filter((m) => m.status !== 0).map((m) => m.name)).toEqual(['rest-api', 'website']);
      expect(await monitorValue(failing.app)).toBe(0);
    } finally {
      await failing.close();
    }
  });
});
