/**
 * Starts the REAL production server (the compiled main.js, the build in dist/)
 * on a free loopback port with a throwaway data directory, waits until it
 * answers, and returns the teardown that stops it by its pid. The URL reaches
 * the tests through HASHVALE_E2E_BASE_URL (playwright.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST_DIR, REPO_ROOT, SERVER_ENTRY } from './paths';

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Far above what the tests send, so the rate limiter never answers 429 here. */
const E2E_RATE_LIMIT_MAX = '100000';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/v2/time`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && child.exitCode === null && process.kill(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [file, how] of [
    [path.join(DIST_DIR, 'index.html'), 'npm run build:web'],
    [SERVER_ENTRY, 'npm run build:server'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run "${how}" (or "npm run build") first`);
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashvale-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: DIST_DIR,
    RATE_LIMIT_MAX: E2E_RATE_LIMIT_MAX,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  delete env.DATABASE_URL; // always the embedded database, in the throwaway directory

  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer): void => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => log);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.HASHVALE_E2E_BASE_URL = url;

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    if (child.exitCode !== 0 && child.signalCode === null) console.error(`The server stopped with code ${child.exitCode}:\n${log}`);
  };
}
