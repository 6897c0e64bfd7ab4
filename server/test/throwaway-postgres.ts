/**
 * A PostgreSQL cluster of its own in a temporary directory: the server-postgres
 * project runs on one, and tests that stop the database start another.
 * Postgres refuses to run as root, so as root it runs as the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir(): string {
  const fromEnv = process.env.PG_BINDIR;
  if (fromEnv) return fromEnv;
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && fs.existsSync(path.join(pgConfig.stdout.trim(), 'initdb'))) return pgConfig.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const dir = path.join(root, v, 'bin');
      if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
    }
  }
  throw new Error('PostgreSQL server binaries not found: install them with `apt-get install -y postgresql` (or set PG_BINDIR)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ThrowawayPostgres {
  /** A superuser URL of the `postgres` database. */
  url: string;
  start(): void;
  /** Stops at once, as a crash or an operator would (`-m immediate`). */
  stopNow(): void;
  /** Stops and deletes the cluster. */
  remove(): void;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -h 127.0.0.1 -F`, 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stopNow: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    remove() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
