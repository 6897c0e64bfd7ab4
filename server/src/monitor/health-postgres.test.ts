// A PostgreSQL stopped under a running server: the status turns to 0 (eight of
// ten components work, spec 4: the database takes the REST API and the Website)
// and comes back when the database does. Runs in the
// server-postgres project, on a cluster of its own so other tests keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceStatusValue } from '../../../src/config/monitor.js';
import { startAppOnOwnPostgres, type AppOnOwnPostgres } from '../../test/app-on-own-postgres.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('service status with PostgreSQL stopped', () => {
  let own: AppOnOwnPostgres;
  beforeAll(async () => {
    own = await startAppOnOwnPostgres();
  }, 60_000);
  afterAll(() => own?.close());

  const status = async () => {
    const res = await own.app.inject('/api/v2/status');
    expect(res.statusCode).toBe(200);
    return (res.json() as { monitors: Array<{ name: string; status: number }> }).monitors;
  };
  // The status value over the monitored items, as the footer computes it.
  const value = async () => serviceStatusValue((await status()).map((m) => m.status));

  it('shows 1 while the database answers, 0 with the database down, and 1 again once it is back', async () => {
    expect((await status()).filter((m) => m.status !== 0)).toEqual([]);
    expect(await value()).toBe(1);

    own.cluster.stopNow();
    const down = await status();
    expect(down.filter((m) => m.status !== 0).map((m) => m.name)).toEqual(['rest-api', 'website']);
    expect(down.filter((m) => m.status === 0)).toHaveLength(down.length - 2);
    expect(await value()).toBe(0);

    own.cluster.start();
    await expect.poll(async () => (await status()).every((m) => m.status === 0), { timeout: 10_000 }).toBe(true);
  }, 60_000);
});
