#!/usr/bin/env node
// bench:api — requests/s and p99 latency of a cached public endpoint
// (currencies) and of index.html on the real production server, side by side
// with a bare node:http server answering the same bytes in the same run.
// Target (issue 2): the cached endpoint at 60% or more of the bare server's
// throughput. Needs the production build (`npm run build`).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.6;
const SERVER_ENTRY = 'build/server/server/src/main.js';

if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync('dist/index.html')) {
  console.error('bench:api needs the production build: run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

async function capture(url) {
  const res = await fetch(url);
  const headers = {};
  for (const name of ['content-type', 'cache-control', 'etag', 'vary']) {
    const v = res.headers.get(name);
    if (v) headers[name] = v;
  }
  return { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-bench-'));
const port = await freePort();
const server = spawn(process.execPath, [SERVER_ENTRY], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const children = [server];
const cleanup = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('exit', cleanup);

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v2/time`);
  const cases = [
    { name: 'cached GET main/api/v2/public/currencies', path: '/main/api/v2/public/currencies' },
    { name: 'GET /index.html', path: '/' },
  ];
  const rows = [];
  for (const c of cases) {
    const file = path.join(dataDir, `${rows.length}.json`);
    fs.writeFileSync(file, JSON.stringify(await capture(base + c.path)));
    const barePort = await freePort();
    const bare = fork('scripts/bench/bare-server.mjs', [file, String(barePort)], { stdio: 'inherit' });
    children.push(bare);
    await new Promise((r) => bare.once('message', r));
    // Warm both up (JIT, the response cache), then measure.
    await measure(base + c.path).catch(() => undefined);
    const ours = await measure(base + c.path);
    const baseline = await measure(`http://127.0.0.1:${barePort}${c.path}`);
    bare.kill('SIGTERM');
    rows.push({ ...c, ours, baseline, ratio: ours.rps / baseline.rps });
  }

  console.log(`\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, loopback, node ${process.version}`);
  console.log('case'.padEnd(44) + 'ours req/s'.padStart(12) + 'bare req/s'.padStart(12) + 'ratio'.padStart(8) + 'ours p99'.padStart(10) + 'bare p99'.padStart(10));
  for (const r of rows) {
    console.log(
      r.name.padEnd(44) +
        r.ours.rps.toFixed(0).padStart(12) +
        r.baseline.rps.toFixed(0).padStart(12) +
        `${(r.ratio * 100).toFixed(0)}%`.padStart(8) +
        `${r.ours.p99} ms`.padStart(10) +
        `${r.baseline.p99} ms`.padStart(10),
    );
  }
  const cached = rows[0];
  const verdict = cached.ratio >= TARGET_RATIO ? 'met' : 'NOT met';
  console.log(`\ntarget: cached endpoint at >= ${TARGET_RATIO * 100}% of the bare server: ${verdict} (${(cached.ratio * 100).toFixed(0)}%)`);
} finally {
  cleanup();
  await new Promise((r) => setTimeout(r, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
