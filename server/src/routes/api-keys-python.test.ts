/**
 * A Python client (tests/api-client/signed_client.py: requests + hmac, signing
 * as docs/api-signing.md says) calls a signed read with a key a signed-in user
 * made; once the user revokes it, the client's next call is refused.
 */
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signInTestUser } from '../../test/test-user.js';

const run = promisify(execFile);
const CLIENT = fileURLToPath(new URL('../../../tests/api-client/signed_client.py', import.meta.url));

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

async function python(env: Record<string, string>, ...args: string[]): Promise<{ code: number; status: number; body: string }> {
  try {
    const { stdout } = await run('python3', [CLIENT, base, ...args], { env: { ...process.env, ...env }, timeout: 20_000 });
    const [status = '', ...body] = stdout.split('\n');
    return { code: 0, status: Number(status), body: body.join('\n') };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string };
    const [status = '', ...body] = (failed.stdout ?? '').split('\n');
    return { code: failed.code ?? -1, status: Number(status), body: body.join('\n') };
  }
}

describe('a Python client with a key made in settings', () => {
  it('reads the balances, and is refused after the key is revoked', async () => {
    const { call } = await signInTestUser(t.app, t.db, { email: 'python-client@example.com' }, Date.now());
    const created = (await call('POST', '/api/v2/organization/apiKeys', { name: 'Python' })).json();
    const env = { HASHVALE_API_KEY: created.key, HASHVALE_API_SECRET: created.secret, HASHVALE_ORGANIZATION_ID: created.organizationId };

    const before = await python(env, 'GET', '/main/api/v2/accounting/accounts2?fiat=EUR');
    expect(before, before.body).toMatchObject({ code: 0, status: 200 });
    expect(JSON.parse(before.body)).toHaveProperty('currencies');

    // Read-only: a write is refused with the API's error.
    const write = await python(env, 'POST', '/api/v2/organization/featureToggles', '{"miningEnabled": true}');
    expect(write).toMatchObject({ code: 1, status: 403 });
    expect(JSON.parse(write.body).errors[0].code).toBe(2003);

    expect((await call('DELETE', `/api/v2/organization/apiKeys/${created.key}`)).statusCode).toBe(200);
    const after = await python(env, 'GET', '/main/api/v2/accounting/accounts2?fiat=EUR');
    expect(after).toMatchObject({ code: 1, status: 401 });
    expect(JSON.parse(after.body).errors[0].code).toBe(2000);
  });
});
