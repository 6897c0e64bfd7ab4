/**
 * One process per embedded-database folder. PGlite has no lock of its own,
 * and two processes on one data directory lose acknowledged writes, so the
 * server (and an admin command that opens the database itself) first binds
 * a Linux abstract Unix socket named after the folder's real path. The
 * kernel allows one listener per name and frees it when the process ends,
 * however it ends, so there is no lock file to go stale or to delete by
 * mistake. Limits: Linux only, and one name space per host (network
 * namespace): a folder on a network disk shared by two hosts, or by two
 * containers with their own network namespace, is not protected; on other
 * systems (a developer's macOS) no lock is taken.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Hashvale server or admin command is using DATA_DIR ${dataDir}: stop it first, ` +
        'or send admin commands through the running server (npm run admin -- ...)',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The abstract socket name (leading NUL) for a data directory; the same folder by any path gives the same name. */
export async function dataDirLockName(dataDir: string): Promise<string> {
  const real = await fs.realpath(dataDir);
  return `\0hashvale-data-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
}

/** Takes the lock or throws DataDirLockedError at once; the folder must exist. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  // Abstract sockets exist on Linux only; elsewhere (a developer's laptop) there is no lock.
  if (process.platform !== 'linux') return { release: async () => undefined };
  const name = await dataDirLockName(dataDir);
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new DataDirLockedError(dataDir) : error);
    });
    server.listen(name, () => resolve());
  });
  // The lock lives as long as the process, but must not keep it alive.
  server.unref();
  let released: Promise<void> | undefined;
  return {
    release() {
      released ??= new Promise((resolve) => server.close(() => resolve()));
      return released;
    },
  };
}
