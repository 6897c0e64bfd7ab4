/**
 * A production server of our own, for the tests that must restart it on a
 * new build (an update) or run admin commands on its data directory (a login
 * link). Same entry and environment as tests/e2e/support/global-setup.ts.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DIST_DIR, REPO_ROOT, SERVER_ENTRY } from '../support/paths';

const STARTUP_TIMEOUT_MS = 60_000;
const ADMIN_CLI = path.join(REPO_ROOT, 'build/server/server/src/admin/cli.js');

export function freePort(): Promise<number> {
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

export interface OwnServer {
  url: string;
  dataDir: string;
  /** Stops the process (by its pid) and waits for it to exit. */
  stop(): Promise<void>;
}

function env(port: number, dataDir: string, staticDir: string): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  };
  delete vars.DATABASE_URL;
  return vars;
}

export async function startServer(options: { port: number; dataDir: string; staticDir: string }): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: env(options.port, options.dataDir, options.staticDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-10_000)));
  child.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-10_000)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    try {
      if ((await fetch(`${url}/api/v2/time`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir: options.dataDir,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A copy of the build under test that looks like the next deploy: the same
 * app with another version string, so sw.js differs byte for byte (the
 * browser's update check installs it) and version.json names it.
 */
export function nextDeployOf(version: string, nextVersion: string): string {
  const dir = tempDir('hashvale-next-dist-');
  cpSync(DIST_DIR, dir, { recursive: true });
  for (const file of ['sw.js', 'version.json']) {
    const target = path.join(dir, file);
    const text = readFileSync(target, 'utf8');
    if (!text.includes(version)) throw new Error(`${file} does not name version ${version}`);
    writeFileSync(target, text.split(version).join(nextVersion));
    // The precompressed variants would still hold the old text.
    rmSync(`${target}.br`, { force: true });
    rmSync(`${target}.gz`, { force: true });
  }
  return dir;
}

/** A one-time login link for a new user, through the admin socket of `server`. */
export async function createLoginLink(server: OwnServer, email: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_CLI, 'user', 'create', '--email', email, '--json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  const { loginLink } = JSON.parse(stdout) as { loginLink: string };
  const link = new URL(loginLink);
  // The link names the configured public URL; keep its path and hash on our server.
  return `${server.url}${link.pathname}${link.search}${link.hash}`;
}
