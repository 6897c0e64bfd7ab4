import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Whole servers start and stop here (migrations, sample data, content with its
// sanitiser): on a busy 2-core machine one start alone can take 20 s.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });
import { MAINTENANCE_HEADER } from '../../../src/config/api-headers.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { signedHeaders } from '../lib/signature.js';
import { startServer, type RunningServer } from '../start.js';
import { runCli, EXIT } from './run-cli.js';
import { adminSocketPath, startAdminSocket } from './socket.js';
import { sendToAdminSocket } from './socket-client.js';
import type { CreatedApiKey } from './commands.js';

/**
 * A fresh database for a whole server: a temporary PGlite data directory, or
 * in the server-postgres project a new database on the test PostgreSQL.
 */
async function freshDatabase(): Promise<{ dataDir: string; databaseUrl?: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-admin-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!adminUrl) return { dataDir, drop: removeDir };
  const name = `hv_admin_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await removeDir();
    },
  };
}

function serverConfig(where: { dataDir: string; databaseUrl?: string }): ServerConfig {
  return {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir: where.dataDir,
    databaseUrl: where.databaseUrl,
    staticDir: '/nonexistent-static-dir',
    rateLimitMax: 0,
    logLevel: 'silent',
  };
}

/** Runs the CLI in process and captures what it prints. */
async function cli(where: { dataDir: string; databaseUrl?: string }, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env: NodeJS.ProcessEnv = { DATA_DIR: where.dataDir };
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;
  const code = await runCli(args, { env, stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), json: () => JSON.parse(out.join('\n')) as unknown };
}

async function signedAccounts(server: RunningServer, created: CreatedApiKey): Promise<Response> {
  const url = '/main/api/v2/accounting/accounts2';
  const headers = signedHeaders(created, { method: 'GET', url, time: Date.now(), nonce: randomUUID() });
  return fetch(server.url + url, { headers });
}

describe('admin CLI while the server runs (admin socket)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let server: RunningServer;
  beforeAll(async () => {
    db = await freshDatabase();
    server = await startServer(serverConfig(db), { logger: false });
  });
  afterAll(async () => {
    await server?.close();
    expect(fs.existsSync(adminSocketPath(db.dataDir))).toBe(false);
    await db.drop();
  });

  it('listens on <DATA_DIR>/admin.sock, readable by its owner only', () => {
    const stat = fs.statSync(adminSocketPath(db.dataDir));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('sets a flag that the running server shows at once, with the maintenance header', async () => {
    const set = await cli(db, 'flags', 'set', 'IS_MAINTENANCE', 'true', '--json');
    expect(set.code).toBe(EXIT.ok);
    expect(set.json()).toEqual({ flagName: 'IS_MAINTENANCE', flagValue: true });
    const res = await fetch(`${server.url}/api/v2/system/flags`);
    expect(res.headers.get(MAINTENANCE_HEADER)).toBe('true');
    expect(((await res.json()) as { list: unknown[] }).list).toContainEqual({ flagName: 'IS_MAINTENANCE', flagValue: true });

    expect((await cli(db, 'flags', 'set', 'IS_MAINTENANCE', 'false')).code).toBe(EXIT.ok);
    const after = await fetch(`${server.url}/api/v2/time`);
    expect(after.headers.get(MAINTENANCE_HEADER)).toBeNull();
  });

  it('creates credentials that sign a call to the running server at once', async () => {
    const created = await cli(db, 'apikey', 'create', '--json');
    expect(created.code).toBe(EXIT.ok);
    const res = await signedAccounts(server, created.json() as CreatedApiKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('total.currency', 'BTC');
  });

  it('prints the credentials readably without --json', async () => {
    const created = await cli(db, 'apikey', 'create', '--label', 'readable');
    expect(created.code).toBe(EXIT.ok);
    expect(created.stdout).toMatch(/key:\s+[0-9a-f-]{36}\n\s+secret:\s+[0-9a-f-]{72}\n\s+organization id:\s+[0-9a-f-]{36}/);
  });

  it('reports a failing command with exit code 1', async () => {
    const res = await cli(db, 'apikey', 'create', '--org', randomUUID());
    expect(res.code).toBe(EXIT.failed);
    expect(res.stderr).toMatch(/No organization/);
  });

  it('refuses wrong usage with exit code 2 and the usage text', async () => {
    const res = await cli(db, 'flags', 'set', 'IS_MAINTENANCE', 'maybe');
    expect(res.code).toBe(EXIT.usage);
    expect(res.stderr).toMatch(/Usage: npm run admin/);
  });

  it('re-checks what reaches the socket', async () => {
    const answer = await sendToAdminSocket(adminSocketPath(db.dataDir), ['rm', '-rf']);
    expect(answer).toMatchObject({ ok: false, usage: true });
  });

  it('refuses to start a second server on the same embedded data directory', async () => {
    if (db.databaseUrl) return; // on a shared PostgreSQL a second server is allowed
    await expect(startAdminSocket(server.app, db.dataDir)).rejects.toThrow(/already running/);
  });
});

describe('admin CLI with no server running (direct database access)', () => {
  const dbs: Array<Awaited<ReturnType<typeof freshDatabase>>> = [];
  afterEach(async () => {
    for (const d of dbs.splice(0)) await d.drop();
  });

  it('opens the database itself, and a server started later accepts the key', async () => {
    const db = await freshDatabase();
    dbs.push(db);
    const created = await cli(db, 'apikey', 'create', '--json');
    expect(created.code, created.stderr).toBe(EXIT.ok);
    const key = created.json() as CreatedApiKey;

    const orgs = await cli(db, 'org', 'list', '--json');
    expect((orgs.json() as { organizations: Array<{ id: string }> }).organizations.map((o) => o.id)).toContain(key.organizationId);
    expect((await cli(db, 'flags', 'set', 'SYSTEM_UNAVAILABLE', 'true')).code).toBe(EXIT.ok);
    const flags = await cli(db, 'flags', 'list');
    expect(flags.stdout).toMatch(/SYSTEM_UNAVAILABLE\s+true/);

    const server = await startServer(serverConfig(db), { logger: false });
    try {
      expect((await signedAccounts(server, key)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('treats a stale socket file as no server running', async () => {
    const db = await freshDatabase();
    dbs.push(db);
    fs.writeFileSync(adminSocketPath(db.dataDir), '');
    const res = await cli(db, 'flags', 'list', '--json');
    expect(res.code, res.stderr).toBe(EXIT.ok);
    // And a server starting over it replaces it.
    const server = await startServer(serverConfig(db), { logger: false });
    try {
      expect(fs.statSync(adminSocketPath(db.dataDir)).isSocket()).toBe(true);
    } finally {
      await server.close();
    }
  });
});
