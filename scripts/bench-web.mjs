#!/usr/bin/env node
// Lighthouse 12 (mobile defaults) on every kind of public page, interleaved in
// the same run with two baselines served by the same server: a bare static
// HTML page carrying the same text as a blog post, and a bare React 19 app
// built with the same Vite (the pages: scripts/bench/web-pages.mjs). The CPU
// is calibrated first, so the emulated phone is the same on every machine:
// the host's benchmarkIndex (median of five Lighthouse runs) gives the
// cpuSlowdownMultiplier of Lighthouse's documented calculator
// (scripts/bench/cpu-calibration.mjs); both are printed, and re-checked each
// round. Median of the rounds: score, FCP, LCP, TBT, CLS, bytes, the scripts
// the page fetched, and the ratios against the baselines. The targets are in
// scripts/bench/web-budget.json; past them it exits 1.
//   npm run bench:web [-- --rounds 3] [--throttling devtools] [--quick] [--pages 'name,name']   (needs a build: npm run build)
// --quick: one round of four pages, to see that it works in a few minutes.
// Lighthouse's default (simulate) measures the page unthrottled and computes
// the phone's times from the requests and tasks it saw (Lantern); devtools
// throttles the network and the CPU (by the same multiplier) as the page
// loads and reports what happened (slower and noisier, but no model in
// between: docs/first-paint.md, "The simulated paint").
import { spawn, spawnSync } from 'node:child_process';
import { freePort, waitFor } from './bench/local-server.mjs';
import { cpuSlowdownFor } from './bench/cpu-calibration.mjs';
import { BARE_HTML, BASELINES, PAGES, QUICK_PAGES } from './bench/web-pages.mjs';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(ROOT, 'scripts/bench/web-budget.json'), 'utf8'));
const QUICK = process.argv.includes('--quick');
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = QUICK ? 1 : roundsArg === -1 ? 3 : Math.max(1, Number(process.argv[roundsArg + 1]) || 3);
const throttlingArg = process.argv.indexOf('--throttling');
const THROTTLING = throttlingArg === -1 ? 'simulate' : process.argv[throttlingArg + 1];
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') {
  console.error(`--throttling takes simulate (the default) or devtools, not ${THROTTLING}`);
  process.exit(2);
}
/** Lighthouse runs that measure the host before the rounds (each reports the index it measured). */
const CALIBRATION_RUNS = 5;
/** A round whose index gives a multiplier this far from the one used says so: the host's speed moved. */
const DRIFT_WARNING = 0.15;

// --pages 'a mining address,the calculator, three devices': only these (names as in web-pages.mjs, comma-separated).
const pagesArg = process.argv.indexOf('--pages');
const chosen = pagesArg === -1 ? undefined : PAGES.filter((page) => process.argv[pagesArg + 1].split(/,(?! )/).includes(page.name));
if (chosen?.length === 0) {
  console.error(`--pages: none of ${process.argv[pagesArg + 1]} is a page of scripts/bench/web-pages.mjs`);
  process.exit(2);
}
const pages = chosen ?? (QUICK ? PAGES.filter((page) => QUICK_PAGES.includes(page.name)) : PAGES);
const ALL = [...BASELINES, ...pages];
const [BARE_HTML_NAME, BARE_REACT_NAME] = BASELINES.map((b) => b.name);

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
  await build({
    root: src,
    base: '/bench-baseline/react/',
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { react: path.join(ROOT, 'node_modules/react'), 'react-dom': path.join(ROOT, 'node_modules/react-dom') } },
    build: { outDir, emptyOutDir: true },
  });
  rmSync(src, { recursive: true, force: true });
}

/** The blog post's main content, as the server renders it, in a page with no script and no stylesheet. */
async function writeBareHtml(origin, file) {
  const html = await (await fetch(`${origin}/blog/post/amsterdam-hashing`)).text();
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  if (!main) throw new Error('the blog post came without its content: is the server bundle built (npm run build)?');
  const body = `<main>${main.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')}</main>`;
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare HTML</title><meta name="description" content="A bare HTML page." /></head><body>${body}</body></html>`,
  );
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** The interleaved rounds at the calibrated multiplier; each says the benchmarkIndex its runs measured. */
async function runRounds(measure, multiplier, hostIndex) {
  const results = new Map(ALL.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, path: url } of ALL) results.get(name).push(await measure(`${name}, round ${round + 1}`, url, multiplier));
    const roundIndices = [...results.values()].map((runs) => runs[round].benchmarkIndex).filter(Number.isFinite);
    const roundIndex = median(roundIndices);
    const roundMultiplier = cpuSlowdownFor(roundIndex);
    const drift = roundMultiplier === undefined ? Infinity : Math.abs(roundMultiplier - multiplier) / multiplier;
    console.log(
      `Round ${round + 1}: benchmarkIndex ${Math.round(roundIndex)} (${roundMultiplier ?? '-'}x; runs ${Math.round(Math.min(...roundIndices))}-${Math.round(Math.max(...roundIndices))}, load average ${loadavg()[0].toFixed(1)})` +
        (drift > DRIFT_WARNING
          ? `: the host's speed moved since the calibration, this round played a phone ${roundIndex > hostIndex ? 'faster' : 'slower'} than the target`
          : ''),
    );
  }

  return results;
}

/** Prints the table of medians and what is over the budget; true when every page is within it. */
function report(results, multiplier, hostIndex) {
  let withinBudget = true;
  const med = (name, key) => median(results.get(name).map((r) => r[key]));
  const bareHtmlLcp = med(BARE_HTML_NAME, 'lcp');
  const bareReactLcp = med(BARE_REACT_NAME, 'lcp');
  const bareReactJs = med(BARE_REACT_NAME, 'js');
  const bareReactBytes = med(BARE_REACT_NAME, 'bytes');
  console.log(
    `\nLighthouse ${ROUNDS > 1 ? `median of ${ROUNDS} interleaved rounds` : 'one round'}, mobile defaults, CPU ${multiplier}x (host benchmarkIndex ${Math.round(hostIndex)}), ` +
      `${THROTTLING === 'simulate' ? 'simulated throttling (the default)' : 'applied (devtools) throttling'}; load average at the end ${loadavg()[0].toFixed(1)}\n`,
  );
  const head = ['page', 'score', 'FCP s', 'LCP s', 'LCP/React', 'LCP/HTML', 'TBT ms', 'CLS', 'KB', 'KB/React', 'JS KB', 'JS/React'];
  const widths = [30, 6, 7, 7, 10, 9, 7, 7, 7, 9, 7, 9];
  const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
  console.log(row(head));
  for (const { name, js: jsClass } of ALL) {
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
      `${(js / bareReactJs).toFixed(2)}x`,
    ];
    console.log(row(cells));
    if (!jsClass) continue; // a baseline
    const over = [];
    if (!(med(name, 'score') >= budget.performanceScore)) over.push(`score < ${budget.performanceScore}`);
    if (!(lcp / bareHtmlLcp <= budget.lcpVsBareHtml)) over.push(`LCP > ${budget.lcpVsBareHtml}x bare HTML`);
    if (!(med(name, 'tbt') < budget.tbtMs)) over.push(`TBT >= ${budget.tbtMs} ms`);
    if (!(med(name, 'cls') < budget.cls)) over.push(`CLS >= ${budget.cls}`);
    if (!(js / bareReactJs <= budget.jsVsBareReact[jsClass])) over.push(`JS > ${budget.jsVsBareReact[jsClass]}x bare React (${jsClass})`);
    if (over.length) {
      withinBudget = false;
      console.log(`${''.padEnd(30)}   over budget: ${over.join('; ')}`);
    }
  }
  console.log(
    '\n"JS" is every script the page fetched during its Lighthouse run, as transferred (brotli), until the network was quiet;' +
      ` the budget holds articles to ${budget.jsVsBareReact.content}x the bare React app's, the home page and tools to ${budget.jsVsBareReact.app}x, the rest to ${budget.jsVsBareReact.other}x (docs/first-paint.md).`,
  );
  return withinBudget;
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: 'ignore',
  });
let server = startServer();
let chrome;
let exitCode = 1;
try {
  await waitFor(`${origin}/api/v2/time`);
  await writeBareHtml(origin, path.join(staticDir, 'bench-baseline/bare.html'));
  // The server reads its static files at start: restart it to serve the bare page's text.
  server.kill();
  await new Promise((r) => server.once('exit', r));
  server = startServer();
  await waitFor(`${origin}/api/v2/time`);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  /** One Lighthouse run; `cpuSlowdownMultiplier` undefined keeps Lighthouse's default (the calibration runs). */
  const measure = async (name, url, cpuSlowdownMultiplier) => {
    const throttling = cpuSlowdownMultiplier === undefined ? undefined : { cpuSlowdownMultiplier };
    const lighthouseRun = () =>
      lighthouse(`${origin}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
        throttling,
      });
    let run = await lighthouseRun();
    // A run Lighthouse could not measure (on a loaded machine, NO_NAVSTART: its trace lost the
    // navigation) is run once more; one that fails again says why, rather than turning the median into NaN unexplained.
    if (run.lhr.runtimeError) {
      console.error(`${name}: ${run.lhr.runtimeError.code}, running it again`);
      run = await lighthouseRun();
    }
    if (run.lhr.runtimeError) console.error(`${name}: ${run.lhr.runtimeError.code}: ${run.lhr.runtimeError.message}`);
    const used = run.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (cpuSlowdownMultiplier !== undefined && used !== cpuSlowdownMultiplier)
      throw new Error(`Lighthouse ran at ${used}x, not the calibrated ${cpuSlowdownMultiplier}x`);
    return figures(run.lhr);
  };

  const indices = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) indices.push((await measure('calibration', BARE_HTML)).benchmarkIndex);
  const hostIndex = median(indices);
  const multiplier = cpuSlowdownFor(hostIndex);
  console.log(`Host benchmarkIndex ${Math.round(hostIndex)} (median of ${indices.map(Math.round).join(', ')}; load average ${loadavg()[0].toFixed(1)})`);
  if (multiplier === undefined) {
    console.error('This host is slower than the phone Lighthouse targets (benchmarkIndex under 150): it cannot play it, so no figure would be comparable.');
    exitCode = 2;
  } else {
    console.log(`cpuSlowdownMultiplier ${multiplier}x: the mid-tier phone of Lighthouse's CPU calculator (docs/first-paint.md)\n`);
    const results = await runRounds(measure, multiplier, hostIndex);
    exitCode = report(results, multiplier, hostIndex) ? 0 : 1;
  }
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (exitCode !== 2)
  console.log(exitCode === 0 ? '\nEvery page within the budget.' : '\nOver the budget of scripts/bench/web-budget.json on at least one page.');
process.exit(exitCode);
