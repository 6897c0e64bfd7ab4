#!/usr/bin/env node
// bench:ws — N websocket subscribers on loopback (default 1,000) on the real
// production server's exchange stream (BTCUSDT: trades, order book, 1-minute
// candles, statistics), then the same number on a bare `ws` server sending
// the same message mix at the same pace, in the same run. Prints updates
// delivered per second, p99 delivery latency (receive time minus the `ts` the
// server stamped at send; one machine, one clock) and the server's resident
// memory, side by side as ratios. Bounded: BENCH_WS_SECONDS per side (8).
// Needs the production build (`npm run build`).
import { fork, spawn } from 'node:child_process';
import { freePort, waitFor } from './bench/local-server.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const N = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 8);
const MARKET = 'BTCUSDT';
const TICK_MS = 1000;
const SERVER_ENTRY = 'build/server/server/src/main.js';
const HARD_LIMIT_MS = (2 * SECONDS + 150) * 1000;

if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync('dist/index.html')) {
  console.error('bench:ws needs the production build: run `npm run build` first.');
  process.exit(1);
}
setTimeout(() => {
  console.error(`bench:ws: gave up after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(2);
}, HARD_LIMIT_MS).unref();

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** Opens N clients to url, sends `subscribe` on each, measures for SECONDS after a warm-up tick. */
async function run(url, subscribe, pid) {
  const latencies = [];
  let messages = 0;
  let bytes = 0;
  let measuring = false;
  const sockets = [];
  const idle = rssMiB(pid);
  for (let i = 0; i < N; i += 100) {
    const batch = Array.from(
      { length: Math.min(100, N - i) },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.on('open', () => {
            for (const msg of subscribe) ws.send(JSON.stringify(msg));
            resolve(ws);
          });
          ws.on('error', reject);
          ws.on('message', (data) => {
            if (!measuring) return;
            const received = Date.now();
            const msg = JSON.parse(data);
            messages++;
            bytes += data.length;
            latencies.push(received - msg.ts);
          });
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  await new Promise((r) => setTimeout(r, 2 * TICK_MS));
  const before = rssMiB(pid);
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const rss = Math.max(before, rssMiB(pid));
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { perSecond: messages / SECONDS, p50: p(0.5), p99: p(0.99), rss, idle, avgBytes: messages ? bytes / messages : 0 };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-bench-ws-'));
const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

try {
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  await waitFor(`http://127.0.0.1:${port}/api/v2/time`, 90_000);
  const subscribe = [{ m: 'subscribe.trades' }, { m: 'subscribe.orderbook' }, { m: 'subscribe.candlesticks', r: 1 }, { m: 'subscribe.statistics' }];
  const ours = await run(`ws://127.0.0.1:${port}/exchange/api/v2/ws/${MARKET}`, subscribe, server.pid);
  server.kill('SIGTERM');

  const barePort = await freePort();
  const perTick = Math.max(1, Math.round(ours.perSecond / N));
  const bare = fork('scripts/bench/bare-ws-server.mjs', [barePort, TICK_MS, perTick, Math.round(ours.avgBytes)].map(String), { stdio: 'inherit' });
  children.push(bare);
  await new Promise((r) => bare.once('message', r));
  const baseline = await run(`ws://127.0.0.1:${barePort}/`, [{ m: 'subscribe' }], bare.pid);
  bare.kill('SIGTERM');

  const row = (name, r) =>
    name.padEnd(30) +
    r.perSecond.toFixed(0).padStart(12) +
    `${r.p50} ms`.padStart(10) +
    `${r.p99} ms`.padStart(10) +
    `${r.idle.toFixed(0)} -> ${r.rss.toFixed(0)} MiB`.padStart(18);
  console.log(`\nbench:ws — ${N} subscribers on ${MARKET}, ${SECONDS} s each, loopback, node ${process.version}`);
  console.log(
    `ours: ${(ours.perSecond / N).toFixed(2)} messages per client per second, ${ours.avgBytes.toFixed(0)} bytes on average; bare: ${perTick} per tick of the same size`,
  );
  console.log('server'.padEnd(30) + 'updates/s'.padStart(12) + 'p50'.padStart(10) + 'p99'.padStart(10) + 'RSS idle -> busy'.padStart(18));
  console.log(row('hashvale exchange stream', ours));
  console.log(row('bare ws broadcast', baseline));
  console.log(
    `ratio ours/bare: updates/s ${(ours.perSecond / baseline.perSecond).toFixed(2)}, ` +
      `p99 ${(ours.p99 / Math.max(1, baseline.p99)).toFixed(2)}x, memory per subscriber ${((ours.rss - ours.idle) / Math.max(1, baseline.rss - baseline.idle)).toFixed(2)}x ` +
      `(${(((ours.rss - ours.idle) * 1024) / N).toFixed(1)} vs ${(((baseline.rss - baseline.idle) * 1024) / N).toFixed(1)} KiB)`,
  );
} finally {
  children.forEach((c) => c.kill('SIGTERM'));
  await new Promise((r) => setTimeout(r, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
