import { describe, expect, it } from 'vitest';
import { describeStartupError } from '../startup-errors.js';
import { DISK_FULL_BELOW_BYTES, diskFullError } from './disk-full.js';

const portal = new Error('cannot drop active portal ""');
const freeBytes = (bytes: number) => () => ({ bavail: bytes / 4096, bsize: 4096 });

describe('a start that fails on a full disk', () => {
  it('stops with one line that says the disk is full, how much is free, and what the database said', () => {
    const error = diskFullError('/data', portal, freeBytes(9.5 * 1024 * 1024));
    const { message, exitCode } = describeStartupError(error);
    expect(message).toBe(
      'Hashvale could not start: the disk holding DATA_DIR (/data) is full or nearly (9.5 MB free; the embedded database needs 64.0 MB): free some space and start again (the database said: cannot drop active portal "")',
    );
    expect(message).not.toContain('\n');
    expect(exitCode).toBe(1);
  });

  it('is told apart from a failure with room on the disk, or a disk that cannot be asked', () => {
    expect(diskFullError('/data', portal, freeBytes(DISK_FULL_BELOW_BYTES))).toBeUndefined();
    expect(
      diskFullError('/data', portal, () => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
  });

  it("counts 64 MB as nearly full: four of PostgreSQL's 16 MB log segments", () => {
    expect(DISK_FULL_BELOW_BYTES).toBe(64 * 1024 * 1024);
  });
});
