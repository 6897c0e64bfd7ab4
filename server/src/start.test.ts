// startServer as `npm start` runs it, on the database of this test project
// (embedded PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database
// through DATABASE_URL): migrations and sample data are applied at start,
// idempotently, and two servers can share one PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer } from './start.js';
import { MIGRATIONS } from './db/migrate.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-start-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `hv_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
});
afterAll(async () => {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function config() {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-build'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

async function counts(url: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const get = (p: string): Promise<any> => fetch(url.replace('localhost', '127.0.0.1') + p).then((r) => r.json());
  const [currencies, algorithms, devices, articles] = await Promise.all([
    get('/main/api/v2/public/currencies'),
    get('/main/api/v2/mining/algorithms'),
    get('/main/api/v2/public/profcalc/devices'),
    get('/main/api/v2/content/list2?size=300'),
  ]);
  return {
    currencies: currencies.currencies.length,
    algorithms: algorithms.miningAlgorithms.length,
    devices: devices.devices.length,
    articles: articles.pagination.totalCount,
  };
}

describe('starting the server', () => {
  it('migrates and seeds at start, and a second start changes nothing and loses nothing', async () => {
    const first = await startServer(config(), { logger: false });
    const before = await counts(first.url);
    expect(before.currencies).toBeGreaterThan(10);
    expect(before.algorithms).toBeGreaterThanOrEqual(20);
    expect(before.articles).toBeGreaterThan(50);
    // Something of the user's own that a restart must keep.
    await first.db.query(`INSERT INTO organizations (type, name) VALUES ('BUSINESS', 'Kept across restarts')`);
    await first.close();

    const second = await startServer(config(), { logger: false });
    expect(await counts(second.url)).toEqual(before);
    const kept = await second.db.query('SELECT 1 FROM organizations WHERE name = $1', ['Kept across restarts']);
    expect(kept).toHaveLength(1);
    const migrations = await second.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(migrations.map((m) => m.id)).toEqual(MIGRATIONS.map((m) => m.id));
    await second.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('runs two servers side by side on one PostgreSQL', async () => {
    const [a, b] = await Promise.all([startServer(config(), { logger: false }), startServer(config(), { logger: false })]);
    try {
      expect(await counts(a.url)).toEqual(await counts(b.url));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
