import { signInTestUser } from '../../test/test-user.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signedInject } from '../../test/signed-inject.js';
import { createUserWithLink } from '../admin/user-commands.js';
import { createApiKey } from '../admin/commands.js';
import { SIGN_IN_LIMITS } from '../server-limits.js';

let now = 1_750_000_000_000;
let t: TestApp;

const signIn = (email: string) => signInTestUser(t.app, t.db, { email, firstName: 'Ada', lastName: 'Miner' }, now);

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
});
afterAll(async () => t.close());

describe('signing in with a login link', () => {
  it('exchanges the token once for an ACTIVE session', async () => {
    const { token, session } = await signIn('first@example.com');
    expect(session.loginSessionStatus).toBe('ACTIVE');
    expect(session.loginSessionId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${token}` });
    expect(again.statusCode).toBe(401);
    expectErrorBody(again.json(), 2000);
  });

  it('refuses an expired token', async () => {
    const link = await createUserWithLink(t.db, { email: 'late@example.com' }, 'http://x', now);
    const token = new URL(link.loginLink).hash.split('=')[1];
    now += SIGN_IN_LIMITS.loginTokenTtlMs + 1;
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('rejects a malformed token with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/useLoginToken/short' });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 61);
  });
});

describe('the profile', () => {
  it('returns the user with the personal organization it owns', async () => {
    const { call, link } = await signIn('profile@example.com');
    const res = await call('GET', '/api/v2/profile');
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      email: 'profile@example.com',
      firstName: 'Ada',
      twoFactorVerificationEnabled: false,
      otpEnabled: false,
      userSettings: { language: 'en', currency: 'USD' },
      eligibleForInactivityFee: false,
    });
    expect(profile.organizations).toHaveLength(1);
    expect(profile.organizations[0]).toMatchObject({
      id: link.organizationId,
      profile: { type: 'PERSONAL', email: 'profile@example.com' },
      organizationMember: { status: 'ACTIVE', type: 'OWNER' },
    });
  });

  it('updates names and settings, and refuses unknown languages and currencies', async () => {
    const { call } = await signIn('settings@example.com');
    const ok = await call('POST', '/api/v2/profile', { lastName: 'Hash', userSettings: { language: 'de', currency: 'EUR' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ lastName: 'Hash', userSettings: { language: 'de', currency: 'EUR' } });
    const badLang = await call('POST', '/api/v2/profile', { userSettings: { language: 'xx' } });
    expect(badLang.statusCode).toBe(400);
    expectErrorBody(badLang.json(), 61);
    const badCurrency = await call('POST', '/api/v2/profile', { userSettings: { currency: 'BTC' } });
    expect(badCurrency.statusCode).toBe(400);
  });

  it('stores meta as the JSON text sent, and refuses what is not a JSON object', async () => {
    const { call } = await signIn('meta@example.com');
    const meta = JSON.stringify({ dashboard: { widgets: ['rigs'] } });
    expect((await call('POST', '/api/v2/profile/meta', { meta })).statusCode).toBe(200);
    expect((await call('GET', '/api/v2/profile')).json().meta).toBe(meta);
    for (const bad of ['{nope', '[1]', '42']) {
      const res = await call('POST', '/api/v2/profile/meta', { meta: bad });
      expect(res.statusCode).toBe(400);
      expectErrorBody(res.json(), 61);
    }
  });

  it('is for signed-in users: an organization API key gets 401', async () => {
    const key = await createApiKey(t.db);
    const call = signedInject(t.app, { key: key.key, secret: key.secret, organizationId: key.organizationId });
    const res = await call('GET', '/api/v2/profile');
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), 2000);
  });

  it('needs a signature', async () => {
    const res = await t.app.inject('/api/v2/profile');
    expect(res.statusCode).toBe(401);
  });
});

describe('logging out', () => {
  it('closes the session so its credentials stop working at once', async () => {
    const { call } = await signIn('logout@example.com');
    expect((await call('DELETE', '/api/v2/auth/logout')).statusCode).toBe(200);
    const after = await call('GET', '/api/v2/profile');
    expect(after.statusCode).toBe(401);
    expectErrorBody(after.json(), 2000);
  });
});

describe('notifications', () => {
  it('counts unseen ones, lists them newest first, marks them seen and read', async () => {
    const { call, link } = await signIn('notes@example.com');
    // A new user starts with the sample notifications; this test counts its own.
    await t.db.query('DELETE FROM notifications WHERE user_id = $1', [link.userId]);
    await t.db.query(
      `INSERT INTO notifications (user_id, organization_id, category, title, link, created_at) VALUES
       ($1, $2, 'WALLET_IN', 'Deposit received', '/my/wallets', now() - interval '2 hours'),
       ($1, $2, 'MINING', 'Rig offline', '/my/mining/rigs', now() - interval '1 hour'),
       ($1, $2, 'GENERAL', 'Welcome', '', now())`,
      [link.userId, link.organizationId],
    );
    expect((await call('GET', '/api/v2/notifications/unseen')).json()).toEqual({ count: 3 });
    const list = (await call('GET', '/api/v2/notifications?size=2')).json();
    expect(list.list.map((n: { title: string }) => n.title)).toEqual(['Welcome', 'Rig offline']);
    expect(list.pagination).toEqual({ size: 2, page: 0, totalPageCount: 2 });
    expect(list.list[1]).toMatchObject({ category: 'MINING', link: '/my/mining/rigs', seen: false, read: false });
    expect(typeof list.list[0].createdTs).toBe('number');

    const read = await call('POST', '/api/v2/notifications/read', { ids: [list.list[1].id] });
    expect(read.json()).toEqual({ updated: 1 });
    expect((await call('GET', '/api/v2/notifications/unseen')).json()).toEqual({ count: 2 });
    await call('GET', '/api/v2/notifications/markAllAsSeen');
    expect((await call('GET', '/api/v2/notifications/unseen')).json()).toEqual({ count: 0 });
  });

  it('rejects bad parameters with 400', async () => {
    const { call } = await signIn('notes-bad@example.com');
    expect((await call('GET', '/api/v2/notifications?size=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/v2/notifications?category=NOPE')).statusCode).toBe(400);
    expect((await call('POST', '/api/v2/notifications/read', { ids: ['not-a-uuid'] })).statusCode).toBe(400);
  });
});

describe('activity', () => {
  it('pages the organization activity with a default size of 100', async () => {
    const { call, link } = await signIn('activity@example.com');
    await t.db.query(
      `INSERT INTO activity (organization_id, user_id, type, description, created_at)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid END, 'LOGIN', 'event ' || i, now() - (i || ' minutes')::interval
       FROM generate_series(1, 105) AS i`,
      [link.organizationId, link.userId],
    );
    const first = (await call('GET', '/api/v2/activity')).json();
    expect(first.list).toHaveLength(100);
    expect(first.pagination).toEqual({ size: 100, page: 0, totalPageCount: 2 });
    expect(first.list[0].description).toBe('event 1');
    const personal = (await call('GET', '/api/v2/activity?personalOnly=true&size=200')).json();
    expect(personal.list).toHaveLength(52);
    const other = await call('GET', `/api/v2/activity?organizationId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`);
    expect(other.statusCode).toBe(400);
    expectErrorBody(other.json(), 61);
  });
});
