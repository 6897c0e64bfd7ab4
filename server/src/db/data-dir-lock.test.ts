import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, dataDirLockName, lockDataDir } from './data-dir-lock.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.platform === 'linux')('the data directory lock', () => {
  it('lets one holder in and turns the next away at once, by any path to the folder', async () => {
    const link = path.join(os.tmpdir(), `hv-lock-link-${process.pid}`);
    fs.symlinkSync(dir, link);
    const lock = await lockDataDir(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(lockDataDir(link)).rejects.toThrow(/Another Hashvale server or admin command is using DATA_DIR/);
    } finally {
      await lock.release();
      fs.rmSync(link);
    }
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('is freed by the kernel when its holder is killed, with no file left to clean up', async () => {
    const name = await dataDirLockName(dir);
    const holder = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(name)}, () => console.log('held'))`]);
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const lock = await lockDataDir(dir);
    await lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
