/**
 * A new user's personal organization holds the sample wallet: accounts2 shows
 * the sample balances and api/v2/activity the entries that explain them, the
 * same for every user made at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { signInTestUser } from '../../test/test-user.js';
import type { VerifiedIdentity } from '../sign-in/id-token.js';
import { signInUser } from '../sign-in/sign-in-user.js';
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

describe('signing in through a provider', () => {
  /** A new user signed in as the provider flow does, and the currencies its wallet holds. */
  async function walletOf(sampleData: boolean, email: string): Promise<string[]> {
    const identity: VerifiedIdentity = { subject: email, email, name: 'Ada Lovelace' };
    const outcome = await signInUser(t.db, identity, { registrationOpen: true, nowMs: NOW, sampleData });
    if (outcome.kind !== 'token') throw new Error(outcome.kind);
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${outcome.token}` });
    const session = res.json() as { loginSessionId: string; secretToken: string };
    const me = await t.app.repos.users.findByEmail(email);
    const [org] = await t.db.query<{ id: string }>('SELECT organization_id::text AS id FROM organization_members WHERE user_id = $1', [me!.id]);
    const call = signedInject(t.app, { key: session.loginSessionId, secret: session.secretToken, organizationId: org!.id });
    const accounts = (await call('GET', '/main/api/v2/accounting/accounts2')).json() as Accounts2;
    return accounts.currencies.filter((c) => Number(c.totalBalance) > 0).map((c) => c.currency);
  }

  it('gives a new user the sample wallet while the server seeds sample data, and none on a real deployment (SEED_SAMPLE_DATA=false)', async () => {
    expect((await walletOf(true, 'sample-on@example.com')).sort()).toEqual(SAMPLE_BALANCES.map((b) => b.currency).sort());
    expect(await walletOf(false, 'sample-off@example.com')).toEqual([]);
  });
});
