import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/config/error-codes.js';
import { SIGNED_TIME_WINDOW_MS, NONCE_MAX_LENGTH } from '../../../src/config/limits.js';
import { openTestDb, expectErrorBody } from '../../test/test-app.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { createApiKey } from '../admin/commands.js';
import { signedHeaders, type Credentials } from '../lib/signature.js';
import { createRepositories } from '../repositories/index.js';
import changeChannel from './change-channel.js';
import errors from './errors.js';
import rawBody from './raw-body.js';
import signing from './signing.js';

// A small app with the real error, raw-body and signing plugins and test-only
// routes, so that bodies and route options can be exercised directly.
const NOW = 1_700_000_000_000;
let now = NOW;
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let creds: Credentials;
/** The scope the signing plugin decorated (app.credentials lives there). */
let signingScope: FastifyInstance;

async function buildSigningApp(register: (scope: FastifyInstance) => void): Promise<FastifyInstance> {
  const instance = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  instance.decorate('db', db);
  instance.decorate('repos', createRepositories(db));
  instance.decorate('now', () => now);
  await instance.register(errors);
  await instance.register(rawBody);
  await instance.register(changeChannel);
  await instance.register(async (scope) => {
    await scope.register(signing);
    register(scope);
  });
  return instance;
}

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
  // The server started a whole window before the tests' time, so every time
  // the window accepts is one it has kept nonces for.
  now = NOW - SIGNED_TIME_WINDOW_MS;
  const created = await createApiKey(db, { label: 'signing test' });
  creds = { key: created.key, secret: created.secret, organizationId: created.organizationId };
  app = await buildSigningApp((scope) => {
    signingScope = scope;
    scope.post('/main/api/v2/test/order', { config: { signed: true } }, async (request) => ({
      auth: request.auth,
      body: request.body ?? null,
    }));
    scope.get('/main/api/v2/public/test', async (request) => ({ auth: request.auth }));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  await drop();
});
beforeEach(() => {
  now = NOW;
});

function post(body: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/main/api/v2/test/order', payload: body, headers: { 'content-type': 'application/json', ...headers } });
}
const sign = (method: string, url: string, body?: string) => signedHeaders(creds, { method, url, body, time: now, nonce: randomUUID() });

describe('signing plugin', () => {
  it('accepts a signed POST and hands the route the caller and the parsed body', async () => {
    const body = '{"test":true}';
    const res = await post(body, sign('POST', '/main/api/v2/test/order', body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: { key: creds.key, organizationId: creds.organizationId }, body: { test: true } });
  });

  it('refuses a body other than the one signed, even one that parses to the same JSON', async () => {
    const signed = '{"test":true}';
    for (const sent of ['{"test":false}', '{"test": true}', '{"test":true}\n']) {
      const res = await post(sent, sign('POST', '/main/api/v2/test/order', signed));
      expect(res.statusCode, sent).toBe(401);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
    }
  });

  it('refuses a request whose body was signed as empty but which carries one', async () => {
    const res = await post('{"a":1}', sign('POST', '/main/api/v2/test/order'));
    expect(res.statusCode).toBe(401);
  });

  it('signs the query as sent: reordering its parameters breaks the signature', async () => {
    const headers = sign('POST', '/main/api/v2/test/order?a=1&b=2', '{}');
    const ok = await app.inject({
      method: 'POST',
      url: '/main/api/v2/test/order?a=1&b=2',
      payload: '{}',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    const again = sign('POST', '/main/api/v2/test/order?a=1&b=2', '{}');
    const swapped = await app.inject({
      method: 'POST',
      url: '/main/api/v2/test/order?b=2&a=1',
      payload: '{}',
      headers: { ...again, 'content-type': 'application/json' },
    });
    expect(swapped.statusCode).toBe(401);
  });

  it('accepts a nonce of the longest allowed length and refuses a longer one', async () => {
    const body = '{}';
    const at = (nonce: string) => post(body, signedHeaders(creds, { method: 'POST', url: '/main/api/v2/test/order', body, time: now, nonce }));
    expect((await at('n'.repeat(NONCE_MAX_LENGTH))).statusCode).toBe(200);
    const tooLong = await at('m'.repeat(NONCE_MAX_LENGTH + 1));
    expect(tooLong.statusCode).toBe(401);
    expectErrorBody(tooLong.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('accepts a time exactly at the edge of the window and refuses one just past it', async () => {
    const body = '{}';
    const at = (time: number) => post(body, signedHeaders(creds, { method: 'POST', url: '/main/api/v2/test/order', body, time, nonce: randomUUID() }));
    expect((await at(NOW - SIGNED_TIME_WINDOW_MS)).statusCode).toBe(200);
    expect((await at(NOW + SIGNED_TIME_WINDOW_MS)).statusCode).toBe(200);
    const late = await at(NOW + SIGNED_TIME_WINDOW_MS + 1);
    expect(late.statusCode).toBe(412);
    expect(late.json()).toMatchObject({ serverTime: NOW });
  });

  it('does not consume the nonce of a request refused for its signature', async () => {
    const nonce = randomUUID();
    const body = '{}';
    const good = signedHeaders(creds, { method: 'POST', url: '/main/api/v2/test/order', body, time: now, nonce });
    const forged = { ...good, 'x-auth': `${creds.key}:${'0'.repeat(64)}` };
    expect((await post(body, forged)).statusCode).toBe(401);
    expect((await post(body, good)).statusCode).toBe(200);
  });

  it('refuses an X-Auth that is not key:signature', async () => {
    for (const xAuth of ['', creds.key, `:${'a'.repeat(64)}`, `not-a-uuid:${'a'.repeat(64)}`]) {
      const res = await post('{}', { ...sign('POST', '/main/api/v2/test/order', '{}'), 'x-auth': xAuth });
      expect(res.statusCode, xAuth).toBe(401);
      expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
    }
  });

  it('refuses a non-numeric X-Time as an invalid session, not a server error', async () => {
    const res = await post('{}', { ...sign('POST', '/main/api/v2/test/order', '{}'), 'x-time': 'yesterday' });
    expect(res.statusCode).toBe(401);
  });

  it('leaves routes that do not opt in alone', async () => {
    const res = await app.inject('/main/api/v2/public/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: null });
  });

  it('refuses at registration a signed route on a public path', async () => {
    for (const url of ['/main/api/v2/public/secret', '/main/api/v2/mining/external/:address/rigs2']) {
      const bad = await buildSigningApp((scope) => {
        scope.get(url, { config: { signed: true } }, async () => ({}));
      }).catch((error: Error) => error);
      expect(bad, url).toBeInstanceOf(Error);
      expect((bad as Error).message).toMatch(/never signed/);
    }
  });

  it('refuses at registration a signed route that asks to be cached', async () => {
    const bad = await buildSigningApp((scope) => {
      scope.get('/main/api/v2/private', { config: { signed: true, cacheTtlSeconds: 60 } }, async () => ({}));
    }).catch((error: Error) => error);
    expect(bad).toBeInstanceOf(Error);
  });
});

describe('signing with a login session', () => {
  let userId: string;
  let personalOrg: string;
  let session: Credentials;

  beforeAll(async () => {
    [{ id: userId }] = (await db.query<{ id: string }>(`INSERT INTO users (email) VALUES ($1) RETURNING id::text AS id`, [`${randomUUID()}@example.com`])) as [
      { id: string },
    ];
    [{ id: personalOrg }] = (await db.query<{ id: string }>(`INSERT INTO organizations (type, name) VALUES ('PERSONAL', 'Me') RETURNING id::text AS id`)) as [
      { id: string },
    ];
    await db.query(`INSERT INTO organization_members VALUES ($1, $2, 'OWNER', 'ACTIVE')`, [personalOrg, userId]);
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO login_sessions (user_id, secret_token, status) VALUES ($1, 'session-secret', 'ACTIVE') RETURNING id::text AS id`,
      [userId],
    );
    session = { key: row!.id, secret: 'session-secret', organizationId: '' };
  });

  const sessionPost = (organizationId: string) => {
    const headers = signedHeaders(
      { ...session, organizationId },
      { method: 'POST', url: '/main/api/v2/test/order', body: '{}', time: now, nonce: randomUUID() },
    );
    return post('{}', headers);
  };

  it('acts for the user personal organization when no organization is named', async () => {
    const headers = signedHeaders(session, { method: 'POST', url: '/main/api/v2/test/order', body: '{}', time: now, nonce: randomUUID() });
    delete headers['x-organization-id'];
    const res = await post('{}', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auth: { key: session.key, organizationId: personalOrg, userId, sessionId: session.key } });
    expect((await sessionPost('')).statusCode).toBe(200);
  });

  it('acts for a named organization the user is a member of, and refuses one it is not', async () => {
    expect((await sessionPost(personalOrg)).json()).toMatchObject({ auth: { organizationId: personalOrg, userId } });
    const res = await sessionPost(creds.organizationId);
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json(), ERROR_CODES.INVALID_SESSION.code);
  });

  it('refuses a session closed through this server at once', async () => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO login_sessions (user_id, secret_token, status) VALUES ($1, 's2', 'ACTIVE') RETURNING id::text AS id`,
      [userId],
    );
    const second = { key: row!.id, secret: 's2', organizationId: personalOrg };
    const sign2 = () => signedHeaders(second, { method: 'POST', url: '/main/api/v2/test/order', body: '{}', time: now, nonce: randomUUID() });
    expect((await post('{}', sign2())).statusCode).toBe(200);
    // What the logout route does: close the row, then drop the cached session.
    await db.query(`UPDATE login_sessions SET status = 'CLOSED' WHERE id = $1`, [second.key]);
    signingScope.credentials.forget(second.key);
    expect((await post('{}', sign2())).statusCode).toBe(401);
  });

  it('still requires an API key to name its organization', async () => {
    const headers = sign('POST', '/main/api/v2/test/order', '{}');
    delete headers['x-organization-id'];
    expect((await post('{}', headers)).statusCode).toBe(401);
  });
});

describe('nonces across a restart', () => {
  it('keeps refusing a replay of a request accepted before the server started', async () => {
    const body = '{}';
    const headers = signedHeaders(creds, { method: 'POST', url: '/main/api/v2/test/order', body, time: now - 1000, nonce: randomUUID() });
    const restarted = await buildSigningApp((scope) => {
      scope.post('/main/api/v2/test/order', { config: { signed: true } }, async () => ({}));
    });
    try {
      const first = await restarted.inject({
        method: 'POST',
        url: '/main/api/v2/test/order',
        payload: body,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      if (db.kind === 'pglite') {
        // The embedded database's nonces were in the old process's memory:
        // anything signed before this one started is sent back to be re-signed.
        expect(first.statusCode).toBe(412);
        expect(first.json()).toMatchObject({ serverTime: now });
        expectErrorBody(first.json(), ERROR_CODES.TIME_SKEW.code);
        const fresh = signedHeaders(creds, { method: 'POST', url: '/main/api/v2/test/order', body, time: now, nonce: randomUUID() });
        const again = await restarted.inject({
          method: 'POST',
          url: '/main/api/v2/test/order',
          payload: body,
          headers: { ...fresh, 'content-type': 'application/json' },
        });
        expect(again.statusCode).toBe(200);
      } else {
        // PostgreSQL keeps them in the shared table: the first use passes, a replay does not.
        expect(first.statusCode).toBe(200);
        const replay = await restarted.inject({
          method: 'POST',
          url: '/main/api/v2/test/order',
          payload: body,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        expect(replay.statusCode).toBe(401);
      }
    } finally {
      await restarted.close();
    }
  });
});
