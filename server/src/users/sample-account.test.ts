/**
 * A new user's personal organization holds the sample wallet: accounts2 shows
 * the sample balances and api/v2/activity the entries that explain them, the
 * same for every user made at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signInTestUser } from '../../test/test-user.js';
import { SAMPLE_ACTIVITY, SAMPLE_BALANCES } from './sample-account.js';

const NOW = 1_750_000_000_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(async () => t.close());

interface Accounts2 {
  currencies: Array<{ currency: string; available: string; pending: string; totalBalance: string }>;
}
interface ActivityPage {
  list: Array<{ type: string; userId: string | null; meta: Record<string, unknown>; createdTs: number }>;
  pagination: { size: number; page: number; totalPageCount: number };
}

describe('a new user’s sample wallet', () => {
  it('shows the sample balances in accounts2', async () => {
    const { call } = await signInTestUser(t.app, t.db, { email: 'wallet@example.com' }, NOW);
    const res = await call('GET', '/main/api/v2/accounting/accounts2');
    expect(res.statusCode).toBe(200);
    const held = (res.json() as Accounts2).currencies.filter((c) => Number(c.totalBalance) > 0);
    expect(held.map((c) => c.currency).sort()).toEqual(SAMPLE_BALANCES.map((b) => b.currency).sort());
    const btc = held.find((c) => c.currency === 'BTC')!;
    expect([btc.available, btc.pending, btc.totalBalance]).toEqual(['0.52340000', '0.00125000', '0.52465000']);
  });

  it('lists the sample activity newest first, at fixed offsets, the same for two users', async () => {
    const pages: ActivityPage[] = [];
    for (const email of ['first-activity@example.com', 'second-activity@example.com']) {
      const { call } = await signInTestUser(t.app, t.db, { email }, NOW);
      const res = await call('GET', '/api/v2/activity');
      expect(res.statusCode).toBe(200);
      pages.push(res.json() as ActivityPage);
    }
    const [first, second] = pages as [ActivityPage, ActivityPage];
    expect(first.pagination).toEqual({ size: 100, page: 0, totalPageCount: 1 });
    expect(first.list.map((e) => e.type)).toEqual(SAMPLE_ACTIVITY.map((s) => s.type));
    expect(first.list.map((e) => NOW - Number(e.createdTs))).toEqual(SAMPLE_ACTIVITY.map((s) => s.agoMs));
    expect(first.list[0]!.meta).toEqual({ amount: '0.00100000', currency: 'BTC' });
    // The platform's entries: none is the user's own.
    expect(first.list.every((e) => e.userId === null)).toBe(true);
    const strip = (p: ActivityPage) => p.list.map(({ type, meta, createdTs }) => ({ type, meta, createdTs }));
    expect(strip(second)).toEqual(strip(first));
  });
});
