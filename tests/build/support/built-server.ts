/** Starting and stopping the compiled server (`build/server/...`) as `npm start` runs it, for build checks. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export const SERVER_ENTRY = 'build/server/server/src/main.js';
export const ADMIN_ENTRY = 'build/server/server/src/admin/cli.js';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BuiltServer {
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts the server on `port` with `dataDir`; resolves once it says it is
 * running (its URL alone can appear earlier: the development sign-in's
 * warning names its issuer on the same origin before the server listens).
 */
export async function startBuiltServer(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<BuiltServer> {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 60_000;
  while (!out.includes(`is running on http://localhost:${port}`)) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    if (Date.now() > deadline) throw new Error(`server did not print its URL: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out };
}

/** Stops with SIGINT (Ctrl-C) and resolves with the exit code; SIGKILL after `graceMs`. */
export function stopBuiltServer(child: ChildProcess, graceMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill('SIGINT');
  });
}

/** Runs an admin command against `dataDir` (through the running server's socket when it runs). */
export function runAdmin(dataDir: string, args: string[]): string {
  const result = spawnSync(process.execPath, [ADMIN_ENTRY, ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}
