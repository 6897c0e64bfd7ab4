#!/usr/bin/env node
// Lighthouse 12 (mobile defaults) on the key pages, interleaved in the same
// run with two baselines served by the same server: a bare static HTML page
// carrying the same text as a blog post, and a bare React 19 app built with
// the same Vite. Median of the rounds: score, FCP, LCP, TBT, CLS, bytes, the
// JavaScript of the first load, and the ratios against the baselines. The
// targets are in scripts/bench/web-budget.json; past them it exits 1.
//   npm run bench:web [-- --rounds 3] [--throttling devtools]   (needs a build: npm run build)
// Lighthouse's default (simulate) measures the page unthrottled and computes
// the phone's times from the requests and tasks it saw (Lantern); devtools
// throttles the network and the CPU as the page loads and reports what
// happened (slower and noisier, but no model in between: docs/first-paint.md,
// "The simulated paint").
import { spawn, spawnSync } from 'node:child_process';
import { freePort, waitFor } from './bench/local-server.mjs';
import { readModuleSizes, staticClosure } from './bench/first-load.mjs';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(ROOT, 'scripts/bench/web-budget.json'), 'utf8'));
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg === -1 ? 3 : Math.max(1, Number(process.argv[roundsArg + 1]) || 3);
const throttlingArg = process.argv.indexOf('--throttling');
const THROTTLING = throttlingArg === -1 ? 'simulate' : process.argv[throttlingArg + 1];
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') {
  console.error(`--throttling takes simulate (the default) or devtools, not ${THROTTLING}`);
  process.exit(2);
}

const BARE_HTML = '/bench-baseline/bare.html';
const BARE_REACT = '/bench-baseline/react/index.html';
const PAGES = [
  ['bare static HTML (baseline)', BARE_HTML],
  ['bare React 19 (baseline)', BARE_REACT],
  ['/', '/'],
  ['a blog post', '/blog/post/amsterdam-hashing'],
  ['a help article', '/support/general-help/getting-started/what-is-hashvale'],
  ['/profitability-calculator', '/profitability-calculator'],
  ['/stratum-generator', '/stratum-generator'],
  ['/marketplace', '/marketplace'],
  ['/algorithm/SCRYPT', '/algorithm/scrypt'],
];

/** A React 19 hello world with a paragraph, built by the same Vite into `outDir`. */
async function buildBareReact(outDir) {
  const src = mkdtempSync(path.join(tmpdir(), 'hashvale-bare-react-'));
  writeFileSync(
    path.join(src, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare React</title><meta name="description" content="A bare React app." /></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(src, 'main.js'),
    "import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, 'Hello, hash power'), h('p', null, 'A bare React 19 app: the baseline of the first load.')));\n",
  );
  await build({ root: src, base: '/bench-baseline/react/', configFile: false, logLevel: 'silent', resolve: { alias: { react: path.join(ROOT, 'node_modules/react'), 'react-dom': path.join(ROOT, 'node_modules/react-dom') } }, build: { outDir, emptyOutDir: true } });
  rmSync(src, { recursive: true, force: true });
}

/** The blog post's main content, as the server renders it, in a page with no script and no stylesheet. */
async function writeBareHtml(origin, file) {
  const html = await (await fetch(`${origin}/blog/post/amsterdam-hashing`)).text();
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) throw new Error('the blog post came without its content: is the server bundle built (npm run build)?');
  const body = `<main>${main.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')}</main>`;
  writeFileSync(file, `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare HTML</title><meta name="description" content="A bare HTML page." /></head><body>${body}</body></html>`);
}

/** A built file's size as served: its brotli sibling (scripts/compress-dist.mjs) when it has one. */
function servedBytes(file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

/**
 * First-load JS of a page, as the build defines it: the script that starts
 * the app (public/before-app.js), the entry chunk and the page's chunk, with
 * every chunk they import statically (what must arrive before the page
 * hydrates; chunks loaded later by dynamic import, as the error monitor's
 * SDK or the worker's registration after the load, are not in it).
 */
function firstLoadJs(distDir, pageSource) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const chunks = readModuleSizes(distDir);
  if (!chunks) throw new Error('dist/.vite/module-sizes.json is missing: npm run build');
  const start = [manifest['index.html'].file, manifest[pageSource].file];
  const files = [...staticClosure(chunks, start), 'before-app.js'];
  return files.reduce((sum, file) => sum + servedBytes(path.join(distDir, file)), 0);
}

/** The bare React app's JavaScript: every script of its build, as served. */
function bareReactJs(dir) {
  const assets = path.join(dir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + servedBytes(path.join(assets, file)), 0);
}

/** The median of the rounds that measured (a failed run's figures are NaN; it said why above). */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    js: scripts?.transferSize ?? 0,
  };
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hashvale-bench-web-'));
const staticDir = path.join(dataDir, 'dist');
cpSync(path.join(ROOT, 'dist'), staticDir, { recursive: true });
mkdirSync(path.join(staticDir, 'bench-baseline'), { recursive: true });
await buildBareReact(path.join(staticDir, 'bench-baseline/react'));
// Precompressed like the app's own files (brotli and gzip siblings), so both go the same way.
spawnSync(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), path.join(staticDir, 'bench-baseline/react')], { stdio: 'ignore' });
// A placeholder so the server maps the file at start; its text comes from the running server.
writeFileSync(path.join(staticDir, 'bench-baseline/bare.html'), '');

const origin = `http://127.0.0.1:${port}`;
const startServer = () =>
  spawn(process.execPath, [path.join(ROOT, 'build/server/server/src/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), STATIC_DIR: staticDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
    stdio: 'ignore',
  });
let server = startServer();
let chrome;
let failed = false;
try {
  await waitFor(`${origin}/api/v2/time`);
  await writeBareHtml(origin, path.join(staticDir, 'bench-baseline/bare.html'));
  // The server reads its static files at start: restart it to serve the bare page's text.
  server.kill();
  await new Promise((r) => server.once('exit', r));
  server = startServer();
  await waitFor(`${origin}/api/v2/time`);

  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = new Map(PAGES.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of PAGES) {
      const run = await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: THROTTLING });
      // A run Lighthouse could not measure says why, rather than turning the median into NaN unexplained.
      if (run.lhr.runtimeError) console.error(`${name}, round ${round + 1}: ${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
      results.get(name).push(figures(run.lhr));
    }
  }

  const med = (name, key) => median(results.get(name).map((r) => r[key]));
  const bareHtmlLcp = med('bare static HTML (baseline)', 'lcp');
  const bareReactLcp = med('bare React 19 (baseline)', 'lcp');
  const bareReactAllJs = med('bare React 19 (baseline)', 'js');
  const homeFirstLoadJs = firstLoadJs(staticDir, 'src/pages/home/HomePage.tsx');
  const bareReactFirstLoadJs = bareReactJs(path.join(staticDir, 'bench-baseline/react'));
  const bareReactBytes = med('bare React 19 (baseline)', 'bytes');
  console.log(
    `Lighthouse ${ROUNDS > 1 ? `median of ${ROUNDS} interleaved rounds` : 'one round'}, mobile defaults, ` +
      `${THROTTLING === 'simulate' ? 'simulated throttling (the default)' : 'applied (devtools) throttling'}\n`,
  );
  const head = ['page', 'score', 'FCP s', 'LCP s', 'LCP/React', 'LCP/HTML', 'TBT ms', 'CLS', 'KB', 'KB/React', 'all JS KB', 'JS/React'];
  const widths = [30, 6, 7, 7, 10, 9, 7, 7, 7, 9, 7, 9];
  const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
  console.log(row(head));
  for (const [name] of PAGES) {
    const baseline = name.includes('baseline');
    const lcp = med(name, 'lcp');
    const js = med(name, 'js');
    const cells = [
      name,
      med(name, 'score'),
      (med(name, 'fcp') / 1000).toFixed(2),
      (lcp / 1000).toFixed(2),
      `${(lcp / bareReactLcp).toFixed(2)}x`,
      `${(lcp / bareHtmlLcp).toFixed(2)}x`,
      Math.round(med(name, 'tbt')),
      med(name, 'cls').toFixed(3),
      (med(name, 'bytes') / 1024).toFixed(0),
      `${(med(name, 'bytes') / bareReactBytes).toFixed(2)}x`,
      (js / 1024).toFixed(0),
      `${(js / bareReactAllJs).toFixed(2)}x`,
    ];
    console.log(row(cells));
    if (baseline) continue;
    const over = [];
    if (med(name, 'score') < budget.performanceScore) over.push(`score < ${budget.performanceScore}`);
    if (lcp / bareHtmlLcp > budget.lcpVsBareHtml) over.push(`LCP > ${budget.lcpVsBareHtml}x bare HTML`);
    if (med(name, 'tbt') >= budget.tbtMs) over.push(`TBT >= ${budget.tbtMs} ms`);
    if (med(name, 'cls') >= budget.cls) over.push(`CLS >= ${budget.cls}`);
    if (name === '/' && homeFirstLoadJs / bareReactFirstLoadJs > budget.firstLoadJsVsBareReact) over.push(`first-load JS > ${budget.firstLoadJsVsBareReact}x bare React`);
    if (over.length) {
      failed = true;
      console.log(`${''.padEnd(30)}   over budget: ${over.join('; ')}`);
    }
  }
  console.log(
    `\nFirst-load JS of / (before-app.js, the entry and the home page's chunk with their static imports; brotli as served): ${(homeFirstLoadJs / 1024).toFixed(1)} KiB;` +
      ` bare React ${(bareReactFirstLoadJs / 1024).toFixed(1)} KiB: ${(homeFirstLoadJs / bareReactFirstLoadJs).toFixed(2)}x (budget ${budget.firstLoadJsVsBareReact}x).` +
      `\n"all JS" is every script Lighthouse saw until the network was quiet, the ones loaded after the first load included (the error monitor's SDK, the worker's registration).`,
  );
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nOver the budget of scripts/bench/web-budget.json on at least one page.' : '\nEvery page within the budget.');
process.exit(failed ? 1 : 0);
