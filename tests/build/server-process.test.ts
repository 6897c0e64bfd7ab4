// The compiled server as `npm start` runs it: one process, prints its URL,
// keeps its data across restarts, and stops cleanly on Ctrl-C (SIGINT).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ENTRY = 'build/server/server/src/main.js';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-build-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 60_000;
  while (!out.includes(`http://localhost:${port}`)) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
    if (Date.now() > deadline) throw new Error(`server did not print its URL: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => out };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

async function snapshot(base: string) {
  const [currencies, algorithms, articles] = await Promise.all([
    fetch(`${base}/main/api/v2/public/currencies`).then((r) => r.json()),
    fetch(`${base}/main/api/v2/mining/algorithms`).then((r) => r.json()),
    fetch(`${base}/main/api/v2/content/list2?size=300`).then((r) => r.json()),
  ]);
  return { currencies, algorithms, articles: articles.list.map((a: { id: number; updated: number }) => [a.id, a.updated]) };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the production server process', () => {
  it('serves the app and the API, survives a restart unchanged, and exits cleanly on SIGINT', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port);
    const html = await fetch(`${base}/`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<div id="root">');
    const before = await snapshot(base);
    expect(before.currencies.currencies.length).toBeGreaterThan(5);
    expect(await stop(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'admin.sock'))).toBe(false);

    const second = await start(port);
    const after = await snapshot(base);
    expect(after).toEqual(before);
    expect(await stop(second.child)).toBe(0);
  });
});
