import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';

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
  it('calls the callback with the state of each component, all up', async () => {
    const res = await t.app.inject('/status/monitor.js?callback=hv_status$1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(callbackArgument(res.body, 'hv_status$1')).toEqual({
      monitors: [
        { name: 'database', status: 0 },
        { name: 'marketSimulator', status: 0 },
        { name: 'maintenance', status: 0 },
        { name: 'availability', status: 0 },
      ],
      checkedAt: NOW,
    });
  });

  it('reports maintenance as a component that is down', async () => {
    await t.app.systemFlags.set('IS_MAINTENANCE', true);
    try {
      const res = await t.app.inject('/status/monitor.js?callback=cb');
      const { monitors } = callbackArgument(res.body, 'cb') as { monitors: Array<{ name: string; status: number }> };
      expect(monitors.find((m) => m.name === 'maintenance')?.status).toBe(1);
    } finally {
      await t.app.systemFlags.set('IS_MAINTENANCE', false);
    }
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
