import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FREE_MIN_BYTES } from '../../../src/config/limits.js';
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

describe('the service status as JSON and as a page', () => {
  it('answers GET api/v2/status with the same ten components, never cached', async () => {
    const res = await t.app.inject('/api/v2/status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { monitors: Array<{ name: string; status: number }>; checkedAt: number };
    expect(body.monitors.map((m) => m.name)).toEqual([...STATUS_COMPONENTS]);
    expect(body.checkedAt).toBe(NOW);
  });

  it('serves /status as HTML without any script, under its own strict policy', async () => {
    const res = await t.app.inject('/status');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('data-status-value="1"');
    expect(res.body).toContain('All systems are working.');
  });

  it('turns the value to 0 while one of six components is down (maintenance)', async () => {
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    try {
      expect((await t.app.inject('/status')).body).toContain('data-status-value="0"');
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

  it('reports a database that fails, and the page shows the spec value for it', async () => {
    const failing = await buildTestApp({ now: () => NOW });
    try {
      failing.app.repos.health.ping = () => Promise.reject(new Error('connection refused'));
      const body = (await failing.app.inject('/api/v2/status')).json() as { monitors: Array<{ name: string; status: number }> };
      // The database takes the REST API and the Website down: eight of ten work, more than half, so 0 by the spec's rule.
      expect(body.monitors.filter((m) => m.status !== 0).map((m) => m.name)).toEqual(['rest-api', 'website']);
      // The page's own checks: five of six up.
      expect((await failing.app.inject('/status')).body).toContain('data-status-value="0"');
    } finally {
      await failing.close();
    }
  });
});
