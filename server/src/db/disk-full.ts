/**
 * A start that fails on a full disk: PGlite (PostgreSQL) then reports
 * whatever broke first, e.g. `cannot drop active portal ""` when a 16 MB log
 * segment could not be written, and frees what it had begun, so the disk may
 * no longer look full afterwards. When the embedded database's start fails
 * and the disk holding DATA_DIR has less than DISK_FULL_BELOW_BYTES free, the
 * one line says so.
 */
import fs from 'node:fs';

/** Four of PostgreSQL's 16 MB log segments: below this a start can fail for want of space. */
export const DISK_FULL_BELOW_BYTES = 64 * 1024 * 1024;

export class DiskFullError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiskFullError';
  }
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

type StatFs = (dir: string) => { bavail: number; bsize: number };

/** The error to report instead of `error` when the disk holding `dataDir` is (nearly) full, else undefined. */
export function diskFullError(dataDir: string, error: unknown, statfs: StatFs = fs.statfsSync): DiskFullError | undefined {
  let free: number;
  try {
    const stats = statfs(dataDir);
    free = stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
  if (free >= DISK_FULL_BELOW_BYTES) return undefined;
  const said = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0]!.slice(0, 200);
  return new DiskFullError(
    `Hashvale could not start: the disk holding DATA_DIR (${dataDir}) is full or nearly (${mb(free)} free; the embedded database needs ${mb(DISK_FULL_BELOW_BYTES)}): free some space and start again (the database said: ${said})`,
  );
}
