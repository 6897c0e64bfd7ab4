/**
 * The client against our real server (in-memory database, listening on a
 * free port, Node's own fetch): the server's signing plugin verifies what the
 * client signs, bodies and queries included.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../server/test/test-app.js';
import { createUserWithLink } from '../../../server/src/admin/user-commands.js';
import { API } from '../../config/api-contract';
import { createApiClient, type ApiClient } from './client';
import type { ApiHooks, ApiSession } from './types';

let t: TestApp;
let host: string;
let session: ApiSession | null = null;
let organizationId: string;
const hooks: Required<ApiHooks> = { onResponseHeaders: vi.fn(), onRateLimited: vi.fn(), onForcedLogout: vi.fn(), notifyError: vi.fn() };
let api: ApiClient;
/** An in-memory PostgreSQL starts in seconds, slower on a busy machine. */
const STARTUP_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  api = createApiClient({ host, session: () => session, hooks, language: () => 'en' });
  const link = await createUserWithLink(t.db, { email: 'client@example.com', firstName: 'Cli' }, host, Date.now());
  organizationId = link.organizationId!;
  const token = new URL(link.loginLink).hash.split('=')[1]!;
  const created = await api.call(API.useLoginToken, {
    params: { loginToken: token },
  });
  expect(created.loginSessionStatus).toBe('ACTIVE');
  session = { key: created.loginSessionId, secret: created.secretToken, organizationId, verifying: false };
}, STARTUP_TIMEOUT_MS);
afterAll(async () => t?.close());

describe('signed calls against our server', () => {
  it('a signed GET is accepted', async () => {
    const profile = await api.call(API.profile);
    expect(profile.email).toBe('client@example.com');
  });

  it('a signed GET with a query and X-Organization-Id is accepted', async () => {
    const page = await api.call(API.activity, { query: { size: 5, page: 0, personalOnly: true } });
    expect(Array.isArray(page.list)).toBe(true);
  });

  it('a signed POST is verified over the body bytes sent', async () => {
    const profile = await api.call(API.updateProfile, {
      body: { lastName: 'Signed ü', userSettings: { currency: 'EUR' } },
    });
    expect(profile).toMatchObject({ lastName: 'Signed ü', userSettings: { currency: 'EUR' } });
  });

  it('a trailing slash is signed as sent', async () => {
    await expect(api.call({ ...API.profile, path: 'api/v2/profile/' })).resolves.toMatchObject({ email: 'client@example.com' });
  });

  it('recovers from a skewed clock: the 412 carries the server time, the retry is accepted', async () => {
    api.clock.adopt(Date.now() + 3_600_000, Date.now(), Date.now());
    await expect(api.call(API.profile)).resolves.toMatchObject({ email: 'client@example.com' });
    expect(Math.abs(api.clock.offsetMs())).toBeLessThan(5_000);
  });

  it('a wrong secret is refused with 401 and forces a logout', async () => {
    const good = session;
    session = { ...good!, secret: 'not-the-secret' };
    await expect(api.call(API.activity)).rejects.toMatchObject({ status: 401, code: 2000 });
    expect(hooks.onForcedLogout).toHaveBeenCalledTimes(1);
    session = good;
  });

  it('logs out for real: the session stops working', async () => {
    await api.call(API.logout);
    await expect(api.call(API.profile)).rejects.toMatchObject({ status: 401 });
  });
});
