/**
 * Issue 35, point 4: two servers on one PostgreSQL agree. Each check acts
 * through server A and looks at server B, and what must reach B through the
 * change channel must do so within CHANGE_DEADLINE_MS.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { SIGN_IN_PATHS } from '../../../src/config/sign-in.js';
import { createApiKey } from '../../src/admin/commands.js';
import { reloadContentFrom } from '../../src/content/reload-content.js';
import { signedHeaders } from '../../src/lib/signature.js';
import { signedInject } from '../signed-inject.js';
import { openCase } from '../support-cases.js';
import { expectErrorBody } from '../test-app.js';
import { signInTestUser } from '../test-user.js';
import { fakeGoogle } from './fake-google.js';
import { startTwoServers, within, type TwoServers } from './two-servers.js';

const CHANGE_DEADLINE_MS = 1000;
const GOOGLE = { clientId: '1234-multi.apps.googleusercontent.com', clientSecret: 'test-secret' };
const ACCOUNTS = '/main/api/v2/accounting/accounts2';

let servers: TwoServers;
let contentDir: string;
const google = await fakeGoogle(GOOGLE);

beforeAll(async () => {
  contentDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hv-multi-content-'));
  await fs.writeFile(path.join(contentDir, 'first.md'), '---\ncategory: blog\ntitle: First post\ndate: 2026-01-01\n---\nHello.\n');
  // Apple is not configured: on loopback the development sign-in stands in for it (a server with neither is refused).
  servers = await startTwoServers({ contentDir, signIn: { google: GOOGLE, apple: undefined, devSignIn: true } });
  // As the first server's start does.
  await reloadContentFrom(servers.a.app, contentDir);
  vi.stubGlobal('fetch', google.fetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await servers?.close();
  await fs.rm(contentDir, { recursive: true, force: true });
});

describe('two servers on one PostgreSQL', () => {
  it('refuses on one server a nonce already used on the other', async () => {
    const { a, b } = servers;
    const key = await createApiKey(a.db, { label: 'replay' });
    const creds = { key: key.key, secret: key.secret, organizationId: key.organizationId };
    const headers = signedHeaders(creds, { method: 'GET', url: ACCOUNTS, time: Date.now(), nonce: randomUUID() });
    expect((await a.app.inject({ method: 'GET', url: ACCOUNTS, headers })).statusCode).toBe(200);
    const replay = await b.app.inject({ method: 'GET', url: ACCOUNTS, headers });
    expect(replay.statusCode).toBe(401);
    expectErrorBody(replay.json(), ERROR_CODES.NONCE_REUSED.code);
  });

  it('serves on the other server, within a second, an article a content reload brought in through one', async () => {
    const { a, b } = servers;
    const article = '/main/api/v2/content/article2?category=blog&url=new-rigs';
    const search = '/main/api/v2/content/search?search=hashboards';
    expect((await b.app.inject(article)).statusCode).toBe(404);
    expect((await b.app.inject(search)).json().list).toEqual([]);

    await fs.writeFile(path.join(contentDir, 'new-rigs.md'), '---\ncategory: blog\ntitle: New rigs\ndate: 2026-03-01\n---\nAbout hashboards.\n');
    // What `npm run admin -- content reload` runs through server A's admin socket.
    const loaded = await reloadContentFrom(a.app, contentDir);
    expect(loaded.inserted).toBe(1);

    const took = await within(CHANGE_DEADLINE_MS, async () => {
      const res = await b.app.inject(article);
      expect(res.statusCode).toBe(200);
      expect(res.json().title).toBe('New rigs');
      expect((await b.app.inject(search)).json().list.map((hit: { url: string }) => hit.url)).toEqual(['new-rigs']);
    });
    console.log(`content reload reached the other server in ${took.toFixed(0)} ms`);
  });

  it('shows on the other server, within a second, a flag set through one', async () => {
    const { a, b } = servers;
    const flagsOf = async () => await b.app.inject('/api/v2/system/flags');
    expect((await flagsOf()).headers['x-hashvale-maintenance']).toBeUndefined();
    // What `npm run admin -- flags set IS_MAINTENANCE true` runs through server A's admin socket.
    await a.app.systemFlags.set('IS_MAINTENANCE', true);
    const took = await within(CHANGE_DEADLINE_MS, async () => {
      const res = await flagsOf();
      expect(res.headers['x-hashvale-maintenance']).toBe('true');
      expect(res.json().list).toContainEqual({ flagName: 'IS_MAINTENANCE', flagValue: true });
    });
    console.log(`a flag reached the other server in ${took.toFixed(0)} ms`);
    await a.app.systemFlags.set('IS_MAINTENANCE', false);
  });

  it('ends on the other server, within a second, a session logged out through one', async () => {
    const { a, b } = servers;
    const user = await signInTestUser(a.app, a.db, { email: 'logout@example.com' });
    const onB = signedInject(b.app, user.creds);
    // B has the session in its cache now (CREDENTIAL_CACHE_LIMITS.sessionTtlMs).
    expect((await onB('GET', '/api/v2/profile')).statusCode).toBe(200);
    expect((await user.call('DELETE', '/api/v2/auth/logout')).statusCode).toBe(200);
    const took = await within(CHANGE_DEADLINE_MS, async () => {
      const res = await onB('GET', '/api/v2/profile');
      expect(res.statusCode).toBe(401);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
    });
    console.log(`a logout reached the other server in ${took.toFixed(0)} ms`);
  });

  it('refuses on the other server, within a second, an API key deleted through one', async () => {
    const { a, b } = servers;
    const key = await createApiKey(a.db, { label: 'revoked' });
    const onB = signedInject(b.app, { key: key.key, secret: key.secret, organizationId: key.organizationId });
    expect((await onB('GET', ACCOUNTS)).statusCode).toBe(200);
    // No command revokes a key yet: an operator deletes the row.
    await a.db.query('DELETE FROM api_keys WHERE key = $1', [key.key]);
    await within(CHANGE_DEADLINE_MS, async () => {
      const res = await onB('GET', ACCOUNTS);
      expect(res.statusCode).toBe(401);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
    });
  });

  it('finishes on the other server a sign-in started on one, once', async () => {
    const { a, b } = servers;
    const start = await a.app.inject(SIGN_IN_PATHS.start('google'));
    expect(start.statusCode).toBe(303);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const authorization = String(start.headers.location);
    const state = new URL(authorization).searchParams.get('state')!;
    const code = google.authorize(authorization, 'ada@example.com');

    const callback = `${SIGN_IN_PATHS.callback('google')}?code=${code}&state=${encodeURIComponent(state)}`;
    const finished = await b.app.inject({ url: callback, headers: { cookie } });
    expect(finished.statusCode).toBe(303);
    const landing = String(finished.headers.location);
    expect(landing).toMatch(/^\/my\/login#loginToken=[A-Za-z0-9_-]+$/);
    const exchange = await a.app.inject({ method: 'POST', url: `/api/v2/auth/useLoginToken/${landing.split('=')[1]}` });
    expect(exchange.statusCode).toBe(200);
    expect(exchange.json().loginSessionStatus).toBe('ACTIVE');

    // The state worked once: the same answer again, on either server, is refused.
    const again = await a.app.inject({ url: callback, headers: { cookie } });
    expect(again.headers.location).toBe(`${SIGN_IN_PATHS.loginPage}?error=expired`);
  });

  it('opens one support case per request id across both servers', async () => {
    const { a, b } = servers;
    const user = await signInTestUser(a.app, a.db, { email: 'cases@example.com' });
    const requestId = randomUUID();
    const [onA, onB] = await Promise.all([openCase(user.call, {}, requestId), openCase(signedInject(b.app, user.creds), {}, requestId)]);
    expect(onB.id).toBe(onA.id);
    const rows = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_cases WHERE request_id = $1', [requestId]);
    expect(rows[0]!.n).toBe(1);
  });
});
