#!/usr/bin/env node
// bench:api — requests/s and p99 latency of a cached public endpoint
// (currencies), a signed endpoint (accounts2, a fresh time, nonce and
// signature on every request), the content calls (one article, a list of
// summaries, and searches with varied words and sizes, most missing the
// response cache, the bare server answering each the bytes ours did)
// and index.html on the real production server, each against a bare
// node:http server answering the same bytes in the same run. Ours and the
// bare server take turns (A/B, B/A, ...) for BENCH_ROUNDS rounds and each
// side's median counts, so a busy moment of the machine does not decide the
// verdict. A last case measures the cached endpoint alone and while 5
// clients search without pause. Targets: the cached endpoint at >= 60% of
// the bare server; the signed endpoint at >= a third of the cached one; the
// content calls at >= 50% of the bare server; the cached endpoint keeps
// >= 80% of its throughput during the searches. Then the time probe
// (scripts/bench/time-probe.mjs): p99 of api/v2/time alone and while 4
// clients ask new long candle ranges, target p99 under 50 ms.
// BENCH_ONLY=time runs the probe alone; BENCH_ONLY=search runs only the
// content search case and the cached endpoint during searches. Needs the
// production build (`npm run build`).
import { fork, spawn, spawnSync } from 'node:child_process';
import { freePort, waitFor } from './bench/local-server.mjs';
import { captureVariants, randomSearchPath, rawGet, variedSearches } from './bench/search-load.mjs';
import { CANDLE_CLIENTS, timeProbe } from './bench/time-probe.mjs';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 0.6;
const SIGNED_TARGET_RATIO = 1 / 3;
const CONTENT_TARGET_RATIO = 0.5;
const STALL_TARGET_RATIO = 0.8;
const TIME_PROBE_TARGET_P99_MS = 50;
const ONLY_TIME_PROBE = process.env.BENCH_ONLY === 'time';
const ONLY_SEARCH = process.env.BENCH_ONLY === 'search';
const CONCURRENT_SEARCHES = 5;
const SERVER_ENTRY = 'build/server/server/src/main.js';

if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync('dist/index.html')) {
  console.error('bench:api needs the production build: run `npm run build` first.');
  process.exit(1);
}

/** The compiled server's own signer, so the bench signs exactly as clients must. */
const { signedHeaders } = await import(path.resolve('build/server/server/src/lib/signature.js'));

/** autocannon options that sign every request afresh with `credentials`. */
function signedRequests(credentials, requestPath) {
  return [
    {
      method: 'GET',
      path: requestPath,
      setupRequest(request) {
        const headers = signedHeaders(credentials, { method: 'GET', url: requestPath, time: Date.now(), nonce: randomUUID() });
        return { ...request, headers: { ...request.headers, ...headers } };
      },
    },
  ];
}

function measure(url, sign, varied) {
  return new Promise((resolve, reject) => {
    const extra = sign ? { requests: signedRequests(sign, new URL(url).pathname) } : varied ? { requests: variedSearches(new URL(url).pathname) } : {};
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...extra }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p99: result.latency.p99 });
    });
  });
}

async function capture(url, sign) {
  const headersIn = sign ? signedHeaders(sign, { method: 'GET', url: new URL(url).pathname, time: Date.now(), nonce: randomUUID() }) : {};
  const res = await fetch(url, { headers: headersIn });
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
  const admin = spawnSync(process.execPath, ['build/server/server/src/admin/cli.js', 'apikey', 'create', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (admin.status !== 0) throw new Error(`apikey create failed: ${admin.stderr}`);
  const created = JSON.parse(admin.stdout);
  const credentials = { key: created.key, secret: created.secret, organizationId: created.organizationId };
  const contentCase = { content: true };
  const allCases = ONLY_TIME_PROBE
    ? []
    : [
        { name: 'cached GET main/api/v2/public/currencies', path: '/main/api/v2/public/currencies' },
        { name: 'signed GET main/api/v2/accounting/accounts2', path: '/main/api/v2/accounting/accounts2', sign: credentials },
        { name: 'content article2 (one blog post)', path: '/main/api/v2/content/article2?category=blog&url=quickminer-fan-curves&lang=en', ...contentCase },
        { name: 'content list2 (20 summaries)', path: '/main/api/v2/content/list2?category=blog&size=20&lang=en', ...contentCase },
        { name: 'content search (varied, uncached)', path: '/main/api/v2/content/search?lang=en&search=mining&size=20', varied: true, ...contentCase },
        { name: 'GET /index.html', path: '/' },
      ];
  const cases = ONLY_SEARCH ? allCases.filter((c) => c.varied) : allCases;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = [];
  for (const c of cases) {
    const file = path.join(dataDir, `${rows.length}.json`);
    const captured = await capture(base + c.path, c.sign);
    if (c.varied) captured.variants = await captureVariants(base, new URL(base + c.path).pathname);
    fs.writeFileSync(file, JSON.stringify(captured));
    const barePort = await freePort();
    const bare = fork('scripts/bench/bare-server.mjs', [file, String(barePort)], { stdio: 'inherit' });
    children.push(bare);
    await new Promise((r) => bare.once('message', r));
    const bareUrl = `http://127.0.0.1:${barePort}${c.path}`;
    // Warm both up (JIT, the response cache), then take turns: A/B, B/A, ...
    await measure(base + c.path, c.sign, c.varied).catch(() => undefined);
    await measure(bareUrl, undefined, c.varied).catch(() => undefined);
    const ours = [];
    const baseline = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        ours.push(await measure(base + c.path, c.sign, c.varied));
        baseline.push(await measure(bareUrl, undefined, c.varied));
      } else {
        baseline.push(await measure(bareUrl, undefined, c.varied));
        ours.push(await measure(base + c.path, c.sign, c.varied));
      }
    }
    bare.kill('SIGTERM');
    const pick = (runs) => ({ rps: median(runs.map((r) => r.rps)), p99: median(runs.map((r) => r.p99)) });
    const o = pick(ours);
    const b = pick(baseline);
    rows.push({ ...c, ours: o, baseline: b, ratio: o.rps / b.rps });
  }

  // The cached endpoint alone, then while CONCURRENT_SEARCHES clients search without pause (interleaved too).
  const cachedUrl = `${base}/main/api/v2/public/currencies`;
  let searching = false;
  const searchLoop = async () => {
    while (searching) await rawGet(base + randomSearchPath('/main/api/v2/content/search'));
  };
  const alone = [];
  const during = [];
  const withSearches = async () => {
    searching = true;
    const loops = Array.from({ length: CONCURRENT_SEARCHES }, searchLoop);
    try {
      return await measure(cachedUrl);
    } finally {
      searching = false;
      await Promise.all(loops);
    }
  };
  for (let round = 0; round < (ONLY_TIME_PROBE ? 0 : ROUNDS); round++) {
    if (round % 2 === 0) {
      alone.push(await measure(cachedUrl));
      during.push(await withSearches());
    } else {
      during.push(await withSearches());
      alone.push(await measure(cachedUrl));
    }
  }
  const stall = {
    alone: median(alone.map((r) => r.rps)),
    during: median(during.map((r) => r.rps)),
    aloneP99: median(alone.map((r) => r.p99)),
    duringP99: median(during.map((r) => r.p99)),
  };

  const probe = ONLY_SEARCH ? undefined : await timeProbe(base, { durationMs: DURATION_S * 1000, rounds: ROUNDS });

  if (!ONLY_TIME_PROBE) {
    console.log(`\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per run, median of ${ROUNDS} interleaved rounds, loopback, node ${process.version}`);
    console.log(
      'case'.padEnd(44) + 'ours req/s'.padStart(12) + 'bare req/s'.padStart(12) + 'ratio'.padStart(8) + 'ours p99'.padStart(10) + 'bare p99'.padStart(10),
    );
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
    console.log(
      `cached currencies alone / with ${CONCURRENT_SEARCHES} searches`.padEnd(44) +
        stall.alone.toFixed(0).padStart(12) +
        stall.during.toFixed(0).padStart(12) +
        `${((stall.during / stall.alone) * 100).toFixed(0)}%`.padStart(8) +
        `${stall.aloneP99} ms`.padStart(10) +
        `${stall.duringP99} ms`.padStart(10),
    );
    if (!ONLY_SEARCH) {
      const [cached, signed] = rows;
      const verdict = cached.ratio >= TARGET_RATIO ? 'met' : 'NOT met';
      console.log(`\ntarget: cached endpoint at >= ${TARGET_RATIO * 100}% of the bare server: ${verdict} (${(cached.ratio * 100).toFixed(0)}%)`);
      const signedRatio = signed.ours.rps / cached.ours.rps;
      const signedVerdict = signedRatio >= SIGNED_TARGET_RATIO ? 'met' : 'NOT met';
      console.log(`target: signed endpoint at >= 1/3 of the cached one: ${signedVerdict} (${(signedRatio * 100).toFixed(0)}%)`);
    }
    for (const r of rows.filter((row) => row.content)) {
      const met = r.ratio >= CONTENT_TARGET_RATIO ? 'met' : 'NOT met';
      console.log(`target: ${r.name} at >= ${CONTENT_TARGET_RATIO * 100}% of the bare server: ${met} (${(r.ratio * 100).toFixed(0)}%)`);
    }
    const stallRatio = stall.during / stall.alone;
    console.log(
      `target: cached endpoint keeps >= ${STALL_TARGET_RATIO * 100}% during ${CONCURRENT_SEARCHES} searches: ${stallRatio >= STALL_TARGET_RATIO ? 'met' : 'NOT met'} (${(stallRatio * 100).toFixed(0)}%)`,
    );
  }
  if (probe) {
    const ms = (v) => `${v.toFixed(1)} ms`;
    console.log(
      `\ntime probe: GET api/v2/time every 10 ms, ${DURATION_S} s per run, median of ${ROUNDS} rounds\n${'p50'.padStart(54)}${'p99'.padStart(11)}${'max'.padStart(11)}`,
    );
    for (const [name, r] of [
      ['alone', probe.alone],
      [`with ${CANDLE_CLIENTS} clients asking new 400-day ranges`, probe.loaded],
    ]) {
      console.log(name.padEnd(44) + ms(r.p50).padStart(10) + ms(r.p99).padStart(11) + ms(r.max).padStart(11));
    }
    const c = probe.candles;
    console.log(`candle ranges answered: ${c.ok} (median ${ms(c.p50)}), refused busy (503): ${c.busy}, other: ${c.other}`);
    const probeMet = probe.loaded.p99 < TIME_PROBE_TARGET_P99_MS ? 'met' : 'NOT met';
    console.log(
      `target: time probe p99 under ${TIME_PROBE_TARGET_P99_MS} ms with the candle ranges: ${probeMet} (${ms(probe.loaded.p99)}, ${(probe.loaded.p99 / probe.alone.p99).toFixed(1)}x alone)`,
    );
  }
} finally {
  cleanup();
  await new Promise((r) => setTimeout(r, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
