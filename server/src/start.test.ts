// startServer as `npm start` runs it, on the database of this test project
// (embedded PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database
// through DATABASE_URL): migrations and sample data are applied at start,
// idempotently, and two servers can share one PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Whole servers start and stop here (migrations, sample data, content with its
// sanitiser): on a busy 2-core machine one start alone can take 20 s.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });
import { loadConfig } from './config.js';
import { startServer } from './start.js';
import { MIGRATIONS } from './db/migrate.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { adminSocketPath } from './admin/socket.js';
import { runCli } from './admin/run-cli.js';

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

// Each test starts up to three servers: more time than one start needs.
const SEVERAL_STARTS_MS = 120_000;

describe.runIf(!process.env.TEST_DATABASE_URL && process.platform === 'linux')('one server per embedded data directory', () => {
  function freshConfig() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-lock-'));
    const cfg = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      STATIC_DIR: path.join(dir, 'no-build'),
      SEED_SAMPLE_DATA: 'false',
    });
    return { dir, cfg };
  }

  it(
    'refuses a second server and a direct admin command even when the admin socket file is gone',
    async () => {
      const { dir, cfg } = freshConfig();
      const first = await startServer(cfg, { logger: false });
      try {
        fs.rmSync(adminSocketPath(dir));
        await expect(startServer(cfg, { logger: false })).rejects.toBeInstanceOf(DataDirLockedError);
        const err: string[] = [];
        const code = await runCli(['flags', 'list'], { env: { DATA_DIR: dir }, stdout: () => undefined, stderr: (t) => err.push(t) });
        expect(code).toBe(2);
        expect(err.join('\n')).toMatch(/^Another Hashvale server or admin command is using DATA_DIR [^\n]+$/);
        // The first server still answers, on its data.
        expect((await fetch(first.url.replace('localhost', '127.0.0.1') + '/api/v2/time')).status).toBe(200);
      } finally {
        await first.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    SEVERAL_STARTS_MS,
  );

  it(
    'lets exactly one of two servers started at the same moment open the database',
    async () => {
      const { dir, cfg } = freshConfig();
      const results = await Promise.allSettled([startServer(cfg, { logger: false }), startServer(cfg, { logger: false })]);
      try {
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(lost?.reason).toBeInstanceOf(DataDirLockedError);
      } finally {
        for (const r of results) if (r.status === 'fulfilled') await r.value.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    SEVERAL_STARTS_MS,
  );
});
