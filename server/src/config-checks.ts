/**
 * The configuration checks that need the machine, run before the database
 * is opened: DATA_DIR can be created and written, CONTENT_DIR is a folder (a
 * missing one would otherwise look like "no articles" and empty the
 * database's), STATIC_DIR is a folder when it exists, and HOST:PORT can be
 * listened on (a probe that is closed at once).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { ConfigError, type ServerConfig } from './config.js';
import { withTimeout } from './lib/with-timeout.js';
import { checkDevSignIn } from './sign-in/dev-sign-in.js';
import { STARTUP_CHECKS } from './server-limits.js';
import { SECOND_MS } from '../../src/config/time.js';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file',
  EEXIST: 'it is a file, not a folder',
  ENOENT: 'a part of the path cannot be created',
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? (error as Error).message;
}

/**
 * `mkdir -p` one level at a time. Node's own recursive mkdir spins for ever
 * on a path it cannot create under a folder that exists, such as /proc/x.
 */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    const found = await isDirectory(current);
    if (found === true) break;
    if (found === false) throw Object.assign(new Error(`${current} is a file`), { code: 'ENOTDIR' });
    missing.push(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing.reverse()) {
    await fs.mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
}

async function checkDataDir(dir: string): Promise<void> {
  try {
    await makeFolders(dir);
    const probe = path.join(dir, `.write-check-${process.pid}-${randomUUID()}`);
    await fs.writeFile(probe, 'ok');
    await fs.rm(probe, { force: true });
  } catch (error) {
    throw new ConfigError('DATA_DIR', `DATA_DIR ${dir} is not a writable folder (${reason(error)}): choose a folder this user can write`);
  }
}

async function isDirectory(dir: string): Promise<boolean | undefined> {
  try {
    return (await fs.stat(dir)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function checkContentDir(dir: string): Promise<void> {
  const found = await isDirectory(dir).catch((error: unknown) => {
    throw new ConfigError('CONTENT_DIR', `CONTENT_DIR ${dir} cannot be read (${reason(error)})`);
  });
  if (found === undefined) {
    throw new ConfigError('CONTENT_DIR', `CONTENT_DIR ${dir} does not exist: point CONTENT_DIR at the folder of Markdown articles (the repository's content/)`);
  }
  if (!found) throw new ConfigError('CONTENT_DIR', `CONTENT_DIR ${dir} is a file, not a folder: point it at the folder of Markdown articles`);
}

async function checkStaticDir(dir: string): Promise<void> {
  if ((await isDirectory(dir).catch(() => false)) === false) {
    throw new ConfigError('STATIC_DIR', `STATIC_DIR ${dir} is not a folder: point it at the web app build (dist/) or unset it`);
  }
}

const LISTEN_REASONS: Record<string, (c: ServerConfig) => ConfigError> = {
  EADDRINUSE: (c) => new ConfigError('PORT', `PORT ${c.port} is already in use on ${c.host}: stop the other process or choose another PORT`),
  EACCES: (c) => new ConfigError('PORT', `PORT ${c.port} needs more privileges on ${c.host}: choose a PORT above 1023`),
  EADDRNOTAVAIL: (c) => new ConfigError('HOST', `HOST ${c.host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its own addresses`),
  ENOTFOUND: (c) => new ConfigError('HOST', `HOST ${c.host} is not a known host name: use 0.0.0.0, 127.0.0.1 or a name of this machine`),
  EAI_AGAIN: (c) => new ConfigError('HOST', `HOST ${c.host} could not be looked up: use an IP address`),
};

/** Maps a failed listen (here or in start.ts) to the variable to fix; undefined when it is not a listen error. */
export function listenError(config: ServerConfig, error: unknown): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? LISTEN_REASONS[code]?.(config) : undefined;
}

async function checkListen(config: ServerConfig): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port: config.port, host: config.host, exclusive: true }, () => resolve());
    });
  } catch (error) {
    throw listenError(config, error) ?? error;
  } finally {
    await new Promise((resolve) => probe.close(resolve));
  }
}

/** What a process needs: the admin CLI only touches DATA_DIR, the server everything. */
export async function checkConfigBeforeStart(config: ServerConfig, needs: { server: boolean } = { server: true }): Promise<void> {
  // Before anything is created: a server that would let anyone sign in as anyone does not start.
  if (needs.server) checkDevSignIn(config.signIn, config.publicUrl);
  const checks = async () => {
    await checkDataDir(config.dataDir);
    if (!needs.server) return;
    await checkContentDir(config.contentDir);
    await checkStaticDir(config.staticDir);
    await checkListen(config);
  };
  const timeout = `DATA_DIR, CONTENT_DIR, STATIC_DIR or HOST did not answer within ${STARTUP_CHECKS.pathTimeoutMs / SECOND_MS} s: check that the folders are on a working local disk`;
  await withTimeout(checks(), STARTUP_CHECKS.pathTimeoutMs, timeout);
}
