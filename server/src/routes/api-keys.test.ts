import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { signInTestUser } from '../../test/test-user.js';
import { signedHeaders } from '../lib/signature.js';
import { createApiKey as adminCreateApiKey } from '../admin/commands.js';
import { API_KEY_CREATE_LIMITS } from '../server-limits.js';
import { API_KEY_LIMITS } from '../../../src/config/limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const KEYS = '/api/v2/organization/apiKeys';
const signIn = (email: string) => signInTestUser(t.app, t.db, { email }, Date.now());

interface Created {
  key: string;
  secret: string;
  organizationId: string;
  secretEnd: string;
  permissions: string[];
}

/** A call signed with an API key, from `ip` (light-my-request's remoteAddress). */
function withKey(created: Created, ip = '127.0.0.1') {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const creds = { key: created.key, secret: created.secret, organizationId: created.organizationId };
    const headers = signedHeaders(creds, { method, url, body: payload, time: t.app.now(), nonce: randomUUID() });
    return t.app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    });
  };
}

describe('API keys made by a signed-in user', () => {
  it('creates a read-only key by default, shows its secret once, then only its last characters', async () => {
    const { call } = await signIn('keys-create@example.com');
    const res = await call('POST', KEYS, { name: 'Bot' });
    expect(res.statusCode).toBe(200);
    const created = res.json() as Created & { name: string; ipAllowlist: string[] };
    expect(created).toMatchObject({ name: 'Bot', permissions: ['read'], ipAllowlist: [] });
    expect(created.secret.endsWith(created.secretEnd)).toBe(true);
    expect(created.secretEnd).toHaveLength(API_KEY_LIMITS.secretEndChars);
    const list = (await call('GET', KEYS)).json().list as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ key: created.key, name: 'Bot', secretEnd: created.secretEnd });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    // The key signs a read at once.
    expect((await withKey(created)('GET', '/main/api/v2/accounting/accounts2')).statusCode).toBe(200);
  });

  it('refuses a write route to a key without the write permission, and lets one with it through', async () => {
    const { call } = await signIn('keys-perm@example.com');
    const reader = (await call('POST', KEYS, { name: 'Reader' })).json() as Created;
    const refused = await withKey(reader)('POST', '/api/v2/organization/featureToggles', { miningEnabled: true });
    expect(refused.statusCode).toBe(403);
    expectErrorBody(refused.json(), 2003);
    expect(refused.json().errors[0].message).toContain('organization:write');
    const writer = (await call('POST', KEYS, { name: 'Writer', permissions: ['organization:write'] })).json() as Created;
    expect(writer.permissions).toEqual(['read', 'organization:write']);
    expect((await withKey(writer)('POST', '/api/v2/organization/featureToggles', { miningEnabled: true })).statusCode).toBe(200);
  });

  it('never lets an API key reach a user-level route nor manage keys, whatever its permissions', async () => {
    const { call } = await signIn('keys-session@example.com');
    const writer = (await call('POST', KEYS, { name: 'All', permissions: ['read', 'organization:write'] })).json() as Created;
    for (const [method, url] of [
      ['GET', KEYS],
      ['POST', KEYS],
      ['GET', '/api/v2/profile'],
    ] as const) {
      const res = await withKey(writer)(method, url, method === 'POST' ? { name: 'Child' } : undefined);
      expect(res.statusCode, url).toBe(401);
      expectErrorBody(res.json(), 2000);
    }
  });

  it('refuses a call from outside the IP allowlist and accepts one from inside it (IPv4 and IPv6 ranges)', async () => {
    const { call } = await signIn('keys-ip@example.com');
    const res = await call('POST', KEYS, { name: 'Office', ipAllowlist: ['203.0.113.0/24', ' 2001:db8::/32 ', ''] });
    expect(res.statusCode).toBe(200);
    const office = res.json() as Created & { ipAllowlist: string[] };
    expect(office.ipAllowlist).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    const url = '/main/api/v2/accounting/accounts2';
    expect((await withKey(office, '203.0.113.7')('GET', url)).statusCode).toBe(200);
    expect((await withKey(office, '2001:db8:1::5')('GET', url)).statusCode).toBe(200);
    const outside = await withKey(office, '198.51.100.1')('GET', url);
    expect(outside.statusCode).toBe(403);
    expectErrorBody(outside.json(), 2003);
    expect((await withKey(office, '2001:db9::1')('GET', url)).statusCode).toBe(403);
  });

  it('answers a bad allowlist entry, name or permission with a 400 and the error body', async () => {
    const { call } = await signIn('keys-bad@example.com');
    for (const body of [
      { name: 'x', ipAllowlist: ['300.1.1.1'] },
      { name: 'x', ipAllowlist: ['10.0.0.0/33'] },
      { name: 'x', ipAllowlist: ['2001:db8::/129'] },
      { name: 'x', ipAllowlist: ['example.com'] },
      { name: 'x', ipAllowlist: ['1.2.3.4/8/1'] },
      { name: '   ' },
      { name: 'x', permissions: ['admin'] },
    ]) {
      const res = await call('POST', KEYS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectErrorBody(res.json(), 61);
    }
    expect((await call('GET', KEYS)).json().list).toEqual([]);
  });

  it('refuses the next call after revoke, on this server and on another one over the same database', async () => {
    const { call } = await signIn('keys-revoke@example.com');
    const created = (await call('POST', KEYS, { name: 'Soon gone' })).json() as Created;
    const url = '/main/api/v2/accounting/accounts2';
    // A second server process on the same database, which has the key cached from a good call.
    const other = await buildTestApp({ db: t.db });
    try {
      const creds = { key: created.key, secret: created.secret, organizationId: created.organizationId };
      const viaOther = () =>
        other.app.inject({ method: 'GET', url, headers: signedHeaders(creds, { method: 'GET', url, time: other.app.now(), nonce: randomUUID() }) });
      expect((await viaOther()).statusCode).toBe(200);
      expect((await withKey(created)('GET', url)).statusCode).toBe(200);
      expect((await call('DELETE', `${KEYS}/${created.key}`)).statusCode).toBe(200);
      const here = await withKey(created)('GET', url);
      expect(here.statusCode).toBe(401);
      expectErrorBody(here.json(), 2000);
      expect((await viaOther()).statusCode).toBe(401);
      expect((await call('GET', KEYS)).json().list).toEqual([]);
      expect((await call('DELETE', `${KEYS}/${created.key}`)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("cannot list nor revoke another organization's key", async () => {
    const alice = await signIn('keys-alice@example.com');
    const bob = await signIn('keys-bob@example.com');
    const alicesKey = (await alice.call('POST', KEYS, { name: 'Alice' })).json() as Created;
    expect((await bob.call('GET', KEYS)).json().list).toEqual([]);
    const revoke = await bob.call('DELETE', `${KEYS}/${alicesKey.key}`);
    expect(revoke.statusCode).toBe(404);
    expectErrorBody(revoke.json(), 404);
    expect((await withKey(alicesKey)('GET', '/main/api/v2/accounting/accounts2')).statusCode).toBe(200);
    expect((await alice.call('GET', KEYS)).json().list).toHaveLength(1);
  });

  it(`rate-limits creation to ${API_KEY_CREATE_LIMITS.perUserPerHour} keys per user per hour`, async () => {
    expect(API_KEY_CREATE_LIMITS).toEqual({ perUserPerHour: 10, windowMs: 3_600_000, activePerOrganization: 25 });
    const { call } = await signIn('keys-rate@example.com');
    for (let i = 0; i < API_KEY_CREATE_LIMITS.perUserPerHour; i++) expect((await call('POST', KEYS, { name: `k${i}` })).statusCode).toBe(200);
    const limited = await call('POST', KEYS, { name: 'one more' });
    expect(limited.statusCode).toBe(429);
    expectErrorBody(limited.json(), 429);
  });

  it('keeps the admin CLI keys working with every permission', async () => {
    const created = await adminCreateApiKey(t.db, { label: 'cli' });
    const res = await withKey({ ...created, secretEnd: '', permissions: [] })('POST', '/api/v2/organization/featureToggles', { miningEnabled: true });
    expect(res.statusCode).toBe(200);
  });
});
