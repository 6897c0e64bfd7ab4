import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const NOW = 1_700_000_000_000;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('answers the server time', async () => {
    const res = await t.app.inject('/api/v2/time');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ serverTime: NOW });
  });

  it('accepts a trailing slash', async () => {
    const res = await t.app.inject('/api/v2/time/');
    expect(res.statusCode).toBe(200);
  });

  it('lists the system flags from the database', async () => {
    const res = await t.app.inject('/api/v2/system/flags');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { list: Array<{ flagName: string; flagValue: boolean }> }).list;
    expect(names).toContainEqual({ flagName: 'IS_MAINTENANCE', flagValue: false });
    expect(names).toContainEqual({ flagName: 'SYSTEM_UNAVAILABLE', flagValue: false });
  });

  it('answers 404 with the error body for an unknown API path', async () => {
    const res = await t.app.inject('/main/api/v2/no/such/thing');
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404);
  });
});
