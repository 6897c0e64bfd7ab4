// PostgreSQL stopped under a running server: a call that reads the database
// is answered 503 with Retry-After and the error body (code 3002), and the
// server answers as before once the database is back, with no restart. Runs in
// the server-postgres project, on a cluster of its own so other tests keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppOnOwnPostgres, type AppOnOwnPostgres } from '../../test/app-on-own-postgres.js';
import { DATABASE_OUTAGE } from '../server-limits.js';
import { expectErrorBody } from '../../test/test-app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** A public call that reads the database on every request (no response cache). */
const READS_DATABASE = '/api/v2/profile/picture/00000000-0000-0000-0000-000000000000';

describe.runIf(onPostgres)('PostgreSQL stopped and started again', () => {
  let own: AppOnOwnPostgres;
  beforeAll(async () => {
    own = await startAppOnOwnPostgres();
  }, 60_000);
  afterAll(() => own?.close());

  it('answers 503 with Retry-After and the error body while it is down, and as before within a second of its return', async () => {
    expect((await own.app.inject(READS_DATABASE)).statusCode).toBe(404);

    own.cluster.stopNow();
    for (let i = 0; i < 3; i++) {
      const down = await own.app.inject(READS_DATABASE);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe(String(DATABASE_OUTAGE.retryAfterSeconds));
      expectErrorBody(down.json(), 3002);
    }

    own.cluster.start();
    const back = performance.now();
    await expect.poll(async () => (await own.app.inject(READS_DATABASE)).statusCode, { timeout: 5_000, interval: 50 }).toBe(404);
    expect(performance.now() - back).toBeLessThan(1_000);
  }, 60_000);
});
