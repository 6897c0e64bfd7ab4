// A database that cannot be reached is answered 503 with Retry-After and the
// error body (code 3002), never 500. On the embedded database an outage is a
// closed PGlite; on PostgreSQL db/outage-postgres.test.ts stops a real one
// and sees the server recover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody, type TestApp } from '../../test/test-app.js';
import { DATABASE_OUTAGE } from '../server-limits.js';

/** A public call that reads the database on every request (no response cache). */
const READS_DATABASE = '/api/v2/profile/picture/00000000-0000-0000-0000-000000000000';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close().catch(() => undefined));

describe('a database outage', () => {
  it('answers 503 with Retry-After and the error body, where it answered 500', async () => {
    expect((await t.app.inject(READS_DATABASE)).statusCode).toBe(404);
    await t.db.close();
    const down = await t.app.inject(READS_DATABASE);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe(String(DATABASE_OUTAGE.retryAfterSeconds));
    expect(down.headers['cache-control']).toBe('no-store');
    expectErrorBody(down.json(), 3002);
  });
});
