import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { checkConfigBeforeStart } from './config-checks.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hv-checks-'));
const contentDir = path.join(root, 'content');
fs.mkdirSync(contentDir);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function config(env: NodeJS.ProcessEnv) {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(root, 'data'),
    CONTENT_DIR: contentDir,
    STATIC_DIR: path.join(root, 'no-build'),
    ...env,
  });
}

async function failure(env: NodeJS.ProcessEnv, needs?: { server: boolean }): Promise<ConfigError> {
  const error = await checkConfigBeforeStart(config(env), needs).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ConfigError)) throw new Error(`expected a ConfigError, got ${String(error)}`);
  return error;
}

describe('checks before start', () => {
  it('creates DATA_DIR and accepts a missing STATIC_DIR (API only)', async () => {
    await checkConfigBeforeStart(config({}));
    expect(fs.statSync(path.join(root, 'data')).isDirectory()).toBe(true);
  });

  it('refuses a CONTENT_DIR that is missing or a file, never reading it as "no articles"', async () => {
    expect((await failure({ CONTENT_DIR: path.join(root, 'nope') })).message).toMatch(/^CONTENT_DIR .*nope does not exist/);
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    expect((await failure({ CONTENT_DIR: file })).variable).toBe('CONTENT_DIR');
    expect((await failure({ STATIC_DIR: file })).variable).toBe('STATIC_DIR');
  });

  it('refuses a DATA_DIR that cannot be created, without hanging', async () => {
    const file = path.join(root, 'in-the-way');
    fs.writeFileSync(file, '');
    expect((await failure({ DATA_DIR: path.join(file, 'data') })).message).toMatch(/^DATA_DIR .* is not a writable folder \(a part of the path is a file\)/);
    expect((await failure({ DATA_DIR: '/proc/x' }, { server: false })).variable).toBe('DATA_DIR');
  });

  it('refuses a PORT in use and a HOST that is not this machine before the database is opened', async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as net.AddressInfo).port;
    try {
      expect((await failure({ PORT: String(port) })).message).toBe(
        `PORT ${port} is already in use on 127.0.0.1: stop the other process or choose another PORT`,
      );
    } finally {
      other.close();
    }
    // TEST-NET-3: never an address of this machine.
    expect((await failure({ HOST: '203.0.113.7' })).variable).toBe('HOST');
    expect((await failure({ HOST: 'no-such-host.invalid' })).variable).toBe('HOST');
  });
});
