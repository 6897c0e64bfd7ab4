#!/usr/bin/env node
// bench:ab — two builds of the server, A and B, on the same machine at the same
// time: each case is measured on A and on B in turns (A/B, B/A, ...) for
// BENCH_ROUNDS rounds, each on fresh servers, and each side's median counts, so a busy
// moment of the machine or a lucky process does not decide the verdict. How a mechanism earns its place (docs/api.md
// "What each mechanism earns"): build the tree without it in another checkout,
// then `npm run bench:ab -- <that checkout>` (A is this checkout). Each root needs
// `npm run build` done, or at least build:server with dist/ and build/ssr/ present.
//
//   npm run bench:ab -- /path/to/other/checkout [cached|list|signed|stall|page:<path> ...]
//
// Cases: `cached` (GET main/api/v2/public/currencies, a response-cache hit),
// `list` (20 blog summaries, a hit on a route with a query to validate),
// `signed` (GET main/api/v2/accounting/accounts2, signed afresh every request),
// `stall` (the cached endpoint while 5 clients search without pause), and
// `page:<path>` (the page loaded in Chromium, CPU slowed BENCH_CPU times (4),
// a fresh context each load: its blocking time, the long tasks' time past
// 50 ms from the first paint until 3 s after load, and its first and largest
// paints; BENCH_LOADS loads per round, 4). A page case needs dist/ built in each root.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { freePort, waitFor } from './bench/local-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEARCHERS = 5;
const SEARCH_WORDS = ['mining', 'stratum', 'payout', 'wallet', 'rig', 'order', 'pool', 'hash', 'fee', 'speed', 'price', 'withdraw'];
const SERVER_ENTRY = 'build/server/server/src/main.js';
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
const LOADS = Number(process.env.BENCH_LOADS ?? 4);
const SETTLE_MS = 3000;

const [otherRoot, ...chosen] = process.argv.slice(2);
if (!otherRoot) {
  console.error('usage: npm run bench:ab -- <other checkout> [cached|list|signed|stall|page:<path> ...]');
  process.exit(2);
}
const roots = { A: process.cwd(), B: path.resolve(otherRoot) };
for (const root of Object.values(roots)) {
  if (!fs.existsSync(path.join(root, SERVER_ENTRY))) {
    console.error(`${root}: no ${SERVER_ENTRY}; run npm run build there first.`);
    process.exit(1);
  }
}
const caseNames = chosen.length > 0 ? chosen : ['cached', 'signed', 'stall'];

const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

/** One server of `root` on its own port and data directory, with an API key to sign with. */
async function startServer(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashvale-ab-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v2/time`);
  const admin = spawnSync(process.execPath, ['build/server/server/src/admin/cli.js', 'apikey', 'create', '--json'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (admin.status !== 0) throw new Error(`apikey create failed: ${admin.stderr}`);
  const { key, secret, organizationId } = JSON.parse(admin.stdout);
  const { signedHeaders } = await import(path.join(root, 'build/server/server/src/lib/signature.js'));
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, pid: child.pid, credentials: { key, secret, organizationId }, signedHeaders, stop };
}

/** The CPU time a process has used, in microseconds (Linux /proc; user + system). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / CLOCK_TICKS) * 1e6;
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * One autocannon run against `server`: requests per second, p99, and the
 * server's CPU time per request, which a machine busy with other work
 * changes far less than the throughput.
 */
function run(server, options) {
  const before = cpuMicros(server.pid);
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ rps: result.requests.average, p99: result.latency.p99, cpu: (cpuMicros(server.pid) - before) / result.requests.total });
    });
  });
}

const agent = new http.Agent({ keepAlive: true });
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) =>
        res
          .on('data', () => {})
          .on('end', resolve)
          .on('error', reject),
      )
      .on('error', reject);
  });
}

let browser;
/** The long tasks and paints the page saw, read in the page once it settled. */
const OBSERVE = `(() => {
  window.__ab = { long: [], fcp: NaN, lcp: NaN };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__ab.long.push([e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => { if (e.name === 'first-contentful-paint') window.__ab.fcp = e.startTime; })).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__ab.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

async function loadPage(url) {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const seen = await page.evaluate(() => globalThis.__ab);
  await context.close();
  const tbt = seen.long.filter(([start]) => start >= seen.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { tbt, fcp: seen.fcp, lcp: seen.lcp };
}

async function pageCase(server, pagePath) {
  const loads = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadPage(server.base + pagePath));
  return { tbt: median(loads.map((l) => l.tbt)), fcp: median(loads.map((l) => l.fcp)), lcp: median(loads.map((l) => l.lcp)) };
}

/** What a browser sends with an API call (Chromium's Accept-Encoding). */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' };

const CASES = {
  cached: (server) => run(server, { url: `${server.base}/main/api/v2/public/currencies`, headers: BROWSER_HEADERS }),
  list: (server) => run(server, { url: `${server.base}/main/api/v2/content/list2?category=blog&size=20&lang=en`, headers: BROWSER_HEADERS }),
  signed: (server) => {
    const requestPath = '/main/api/v2/accounting/accounts2';
    const setupRequest = (request) => {
      const headers = server.signedHeaders(server.credentials, { method: 'GET', url: requestPath, time: Date.now(), nonce: randomUUID() });
      return { ...request, headers: { ...request.headers, ...headers } };
    };
    return run(server, { url: server.base + requestPath, requests: [{ method: 'GET', setupRequest }] });
  },
  stall: async (server) => {
    let searching = true;
    const search = async () => {
      while (searching) {
        const word = SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)];
        await rawGet(`${server.base}/main/api/v2/content/search?lang=en&search=${word}&size=${1 + Math.floor(Math.random() * 100)}`);
      }
    };
    const loops = Array.from({ length: SEARCHERS }, search);
    try {
      return await run(server, { url: `${server.base}/main/api/v2/public/currencies`, headers: BROWSER_HEADERS });
    } finally {
      searching = false;
      await Promise.all(loops);
    }
  },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const serverCases = caseNames.filter((name) => !name.startsWith('page:'));
const pageCases = caseNames.filter((name) => name.startsWith('page:'));
for (const name of serverCases) if (!CASES[name]) throw new Error(`unknown case ${name}`);
console.log(`bench:ab — A ${roots.A}\n           B ${roots.B}`);
console.log(
  `${CONNECTIONS} connections, ${DURATION_S} s per run, median of ${ROUNDS} rounds, each on a fresh server of each side, loopback, node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
);

// Server cases: every round starts both servers afresh (a process can be luckier than
// another for its whole life: its data, its JIT, its place on the CPUs), warms each up,
// then measures them in turns, the order alternating from round to round.
const runs = Object.fromEntries(serverCases.map((name) => [name, { A: [], B: [] }]));
for (let round = 0; round < (serverCases.length > 0 ? ROUNDS : 0); round++) {
  const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  const servers = {};
  for (const side of order) servers[side] = await startServer(roots[side]);
  for (const name of serverCases) {
    for (const side of order) await CASES[name](servers[side]);
    for (const side of order) runs[name][side].push(await CASES[name](servers[side]));
  }
  for (const side of order) await servers[side].stop();
}
if (serverCases.length > 0) {
  console.log(
    'case'.padEnd(10) +
      'A req/s'.padStart(10) +
      'B req/s'.padStart(10) +
      'B/A'.padStart(8) +
      'A p99'.padStart(9) +
      'B p99'.padStart(9) +
      'A µs/req'.padStart(10) +
      'B µs/req'.padStart(10) +
      'B/A'.padStart(7) +
      '   B/A CPU per round',
  );
}
for (const name of serverCases) {
  const pick = (side) => ({
    rps: median(runs[name][side].map((r) => r.rps)),
    p99: median(runs[name][side].map((r) => r.p99)),
    cpu: median(runs[name][side].map((r) => r.cpu)),
  });
  const a = pick('A');
  const b = pick('B');
  const perRound = runs[name].A.map((r, i) => `${((runs[name].B[i].cpu / r.cpu) * 100).toFixed(0)}%`).join(' ');
  console.log(
    name.padEnd(10) +
      a.rps.toFixed(0).padStart(10) +
      b.rps.toFixed(0).padStart(10) +
      `${((b.rps / a.rps) * 100).toFixed(0)}%`.padStart(8) +
      `${a.p99} ms`.padStart(9) +
      `${b.p99} ms`.padStart(9) +
      a.cpu.toFixed(0).padStart(10) +
      b.cpu.toFixed(0).padStart(10) +
      `${((b.cpu / a.cpu) * 100).toFixed(0)}%`.padStart(7) +
      `   ${perRound}`,
  );
}

let servers;
if (pageCases.length > 0) servers = { A: await startServer(roots.A), B: await startServer(roots.B) };
for (const name of pageCases) await comparePages(name.slice('page:'.length));
await browser?.close();
process.exit(0);

async function comparePages(pagePath) {
  await pageCase(servers.A, pagePath);
  await pageCase(servers.B, pagePath);
  const runs = { A: [], B: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const side of order) runs[side].push(await pageCase(servers[side], pagePath));
  }
  const med = (side, key) => median(runs[side].map((r) => r[key]));
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(`page ${pagePath} (CPU ${CPU_SLOWDOWN}x, ${LOADS} loads a round)`);
  for (const key of ['tbt', 'fcp', 'lcp']) {
    console.log(
      `  ${key.toUpperCase()}`.padEnd(10) +
        ms(med('A', key)).padStart(10) +
        ms(med('B', key)).padStart(10) +
        '   per round A/B: ' +
        runs.A.map((r, i) => `${r[key].toFixed(0)}/${runs.B[i][key].toFixed(0)}`).join(' '),
    );
  }
}
