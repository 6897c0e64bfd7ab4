/**
 * A server of the STORE browser tests' own: these tests switch maintenance on
 * and provoke the rate limit, which must not leak into other specs running in
 * parallel against the shared e2e server. Same compiled server and build as
 * the global setup, its own data directory and port; admin commands go
 * through its admin socket (the CLI with the same DATA_DIR).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DIST_DIR, REPO_ROOT, SERVER_ENTRY } from '../support/paths';

const run = promisify(execFile);
const ADMIN_CLI = path.join(REPO_ROOT, 'build/server/server/src/admin/cli.js');

export interface OwnServer {
  url: string;
  /** Runs an admin command with `--json` and returns its parsed output. */
  admin<T = unknown>(...args: string[]): Promise<T>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v2/time`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The server did not start');
}

/**
 * How long a hook that starts its own server may take: a whole server start
 * (migrations, sample data, content with its sanitiser) waits up to 60 s for
 * the first answer on a busy machine, and the test's 30 s default is shorter.
 */
export const OWN_SERVER_START_TIMEOUT_MS = 90_000;

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashvale-e2e-store-'));
  const url = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    STATIC_DIR: DIST_DIR,
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  // The embedded database unless the test gives one (several servers on one PostgreSQL).
  if (env.DATABASE_URL === undefined) delete serverEnv.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env: serverEnv, stdio: 'ignore' });
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async admin<T>(...args: string[]) {
      const { stdout } = await run(process.execPath, [ADMIN_CLI, ...args, '--json'], { cwd: REPO_ROOT, env: serverEnv });
      return JSON.parse(stdout) as T;
    },
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
