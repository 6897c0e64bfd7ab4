// What `npm start` prints and returns when it cannot start: one line naming
// what to fix, exit code 2 for configuration, and nothing opened before the
// configuration is known to be good.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer } from './run-server.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-run-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function start(env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const dataDir = path.join(root, `data-${Math.random().toString(36).slice(2)}`);
  const result = await runServer(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: path.join(root, 'no-build'), ...env },
    { stdout: (t) => out.push(t), stderr: (t) => err.push(t) },
  );
  if ('server' in result) await result.server.close();
  return { dataDir, exitCode: 'exitCode' in result ? result.exitCode : 0, stdout: out.join('\n'), stderr: err.join('\n') };
}

function expectOneLine(text: string): void {
  expect(text.split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\bat .*:\d+:\d+/);
}

describe('starting from the environment', () => {
  it.each([
    ['PORT', '70000'],
    ['HOST', 'not a host'],
    ['DATABASE_URL', 'garbage'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_SAMPLE_DATA', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['RATE_LIMIT_MAX', '-1'],
  ])('exits with 2 and one line for %s=%s, before creating DATA_DIR', async (name, value) => {
    const res = await start({ [name]: value });
    expect(res.exitCode).toBe(2);
    expectOneLine(res.stderr);
    expect(res.stderr).toMatch(new RegExp(`^Configuration error: ${name} `));
    expect(fs.existsSync(res.dataDir)).toBe(false);
  });

  it('refuses a missing CONTENT_DIR before the database is opened', async () => {
    const res = await start({ CONTENT_DIR: path.join(root, 'no-content') });
    expect(res.exitCode).toBe(2);
    expectOneLine(res.stderr);
    expect(res.stderr).toMatch(/CONTENT_DIR .*no-content does not exist/);
    expect(fs.existsSync(path.join(res.dataDir, 'pglite'))).toBe(false);
  });

  it('refuses DATA_DIR=/proc/x at once instead of hanging', async () => {
    const started = Date.now();
    const res = await start({ DATA_DIR: '/proc/x' });
    expect(res.exitCode).toBe(2);
    expect(res.stderr).toMatch(/^Configuration error: DATA_DIR \/proc\/x is not a writable folder/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('names the PostgreSQL host it could not reach, in one line and without the password', async () => {
    const res = await start({ DATABASE_URL: 'postgres://hv:hunter2@no-such-host.invalid:5432/hashvale' });
    expect(res.exitCode).toBe(1);
    expectOneLine(res.stderr);
    expect(res.stderr).toMatch(
      /^Could not connect to PostgreSQL at no-such-host\.invalid:5432\/hashvale \(DATABASE_URL\): the host name (is not known|could not be looked up)$/,
    );
    expect(res.stderr).not.toContain('hunter2');
  });

  it('says in one line that a data directory does not hold a readable database', async () => {
    const dataDir = path.join(root, 'damaged');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
    const res = await start({ DATA_DIR: dataDir });
    expect(res.exitCode).toBe(1);
    expectOneLine(res.stderr);
    expect(res.stderr).toMatch(/^Could not open the embedded database in .*damaged\/pglite: the folder does not hold a readable database/);
  });
});

describe('the development sign-in at start (docs/auth.md)', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://hashvale.example' };

  it('refuses a non-loopback PUBLIC_URL without Google and Apple ids: exit 2, one line naming the fix, nothing created', async () => {
    const res = await start(production);
    expect(res.exitCode).toBe(2);
    expectOneLine(res.stderr);
    expect(res.stderr).toMatch(
      /^Configuration error: GOOGLE_CLIENT_ID and APPLE_CLIENT_ID not set and PUBLIC_URL https:\/\/hashvale\.example is not a loopback address.*set DEV_SIGN_IN=true/,
    );
    expect(fs.existsSync(res.dataDir)).toBe(false);
  });

  it('starts with DEV_SIGN_IN=true, and tells the sign-in page the development sign-in is on', async () => {
    const out: string[] = [];
    const result = await runServer(
      {
        ...production,
        DEV_SIGN_IN: 'true',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, 'dev-sign-in'),
        LOG_LEVEL: 'silent',
        STATIC_DIR: path.join(root, 'no-build'),
      },
      { stdout: (t) => out.push(t), stderr: (t) => out.push(t) },
    );
    if (!('server' in result)) throw new Error(`did not start: ${out.join('\n')}`);
    try {
      const methods = await fetch(`${result.server.url}/my/auth/methods`);
      expect(methods.headers.get('cache-control')).toBe('no-store');
      expect(await methods.json()).toEqual({ developmentSignIn: true });
    } finally {
      await result.server.close();
    }
  }, 60_000);
});
