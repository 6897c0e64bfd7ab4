// A PostgreSQL stopped under a running server: the status turns to 0 (five of
// six components up, spec 4) and comes back when the database does. Runs in the
// server-postgres project, on a cluster of its own so other tests keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openPostgres } from '../db/postgres.js';
import { seedSampleData } from '../db/seed.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../test/throwaway-postgres.js';
import type { FastifyInstance } from 'fastify';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('service status with PostgreSQL stopped', () => {
  let cluster: ThrowawayPostgres;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    db = await openPostgres(cluster.url);
    await migrate(db);
    await seedSampleData(db);
    const config = { ...loadConfig({}), staticDir: '/nonexistent-static-dir', rateLimitMax: 0, logLevel: 'silent' as const };
    app = await buildApp({ config, db, logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close().catch(() => undefined);
    cluster?.remove();
  });

  const status = async () => {
    const res = await app.inject('/api/v2/status');
    expect(res.statusCode).toBe(200);
    return (res.json() as { monitors: Array<{ name: string; status: number }> }).monitors;
  };
  const page = async () => (await app.inject('/status')).body;

  it('shows 1 while the database answers, 0 with the database down, and 1 again once it is back', async () => {
    expect((await status()).filter((m) => m.status !== 0)).toEqual([]);
    expect(await page()).toContain('data-status-value="1"');

    cluster.stopNow();
    const down = await status();
    expect(down.find((m) => m.name === 'database')?.status).toBe(1);
    expect(down.filter((m) => m.status === 0)).toHaveLength(down.length - 1);
    expect(await page()).toContain('data-status-value="0"');

    cluster.start();
    await expect.poll(async () => (await status()).every((m) => m.status === 0), { timeout: 10_000 }).toBe(true);
  }, 60_000);
});
