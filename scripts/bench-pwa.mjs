#!/usr/bin/env node
// Sizes of the service worker and its precache, raw and with brotli, beside
// their baselines in the same run: the app shell without the locale
// catalogues, and the budget of sw/precache-budget.json; then the first load
// and the error monitor's share of it. Reports, asserts
// nothing (tests/e2e/pwa-precache.spec.ts enforces the budget).
//   node scripts/bench-pwa.mjs [distDir]     (default: $E2E_DIST_DIR or dist)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { firstLoadFiles, partCost, readModuleSizes } from './bench/first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(ROOT, process.argv[2] ?? process.env.E2E_DIST_DIR ?? 'dist');
const budget = JSON.parse(readFileSync(path.join(ROOT, 'sw/precache-budget.json'), 'utf8'));

if (!existsSync(path.join(distDir, 'sw.js'))) {
  console.error(`${path.relative(ROOT, distDir)}/sw.js is missing: build first (npm run build:web)`);
  process.exit(2);
}

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function measure(file) {
  const buffer = readFileSync(path.join(distDir, file));
  return { file, raw: buffer.length, brotli: brotli(buffer) };
}

/** The list vite-plugin-pwa injected into sw.js. */
function precacheUrls() {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const start = sw.indexOf('[{"revision"');
  if (start === -1) throw new Error('no precache manifest in sw.js');
  return JSON.parse(sw.slice(start, sw.indexOf('}]', start) + 2)).map((entry) => entry.url.replace(/^\//, ''));
}

const sum = (list) => list.reduce((acc, e) => ({ raw: acc.raw + e.raw, brotli: acc.brotli + e.brotli }), { raw: 0, brotli: 0 });

const worker = measure('sw.js');
const entries = precacheUrls().map(measure);
const locales = entries.filter((e) => e.file.startsWith('assets/locales/'));
const shell = entries.filter((e) => !e.file.startsWith('assets/locales/'));
const total = sum(entries);

const rows = [
  ['service worker (sw.js)', worker.raw, worker.brotli, 1],
  ['app shell without locales (baseline)', sum(shell).raw, sum(shell).brotli, shell.length],
  ['locale catalogues', sum(locales).raw, sum(locales).brotli, locales.length],
  ['precache total', total.raw, total.brotli, entries.length],
  ['budget (sw/precache-budget.json)', budget.maxTotalBytes, budget.maxTotalBrotliBytes, ''],
  ['headroom', budget.maxTotalBytes - total.raw, budget.maxTotalBrotliBytes - total.brotli, ''],
];

console.log(`PWA sizes of ${path.relative(ROOT, distDir) || '.'} (brotli quality 11)\n`);
console.log(`${'what'.padEnd(40)}${'raw'.padStart(14)}${'brotli'.padStart(14)}${'files'.padStart(8)}`);
for (const [what, raw, br, files] of rows) {
  console.log(`${what.padEnd(40)}${kib(raw).padStart(14)}${kib(br).padStart(14)}${String(files).padStart(8)}`);
}
console.log(`\nlargest precache entries (limit per entry ${kib(budget.maxEntryBytes)} raw):`);
for (const e of [...entries].sort((a, b) => b.raw - a.raw).slice(0, 5)) {
  console.log(`  ${e.file.padEnd(56)}${kib(e.raw).padStart(12)}${kib(e.brotli).padStart(12)}`);
}
console.log(`\nbrotli share of raw: ${((total.brotli / total.raw) * 100).toFixed(1)} %`);

// The error monitor's share of the first load: the early capture and the
// monitor's own code load at once; the Sentry SDK must come later.
const chunks = readModuleSizes(distDir);
const firstLoad = firstLoadFiles(distDir);
const firstLoadSizes = firstLoad.map(measure);
const firstTotal = sum(firstLoadSizes);
console.log(
  `\nfirst load of a page (index.html's script, modulepreloads, stylesheets): ${firstLoad.length} files, ${kib(firstTotal.raw)} raw, ${kib(firstTotal.brotli)} brotli`,
);
if (!chunks) {
  console.log('  (no .vite/module-sizes.json: build with the current vite.config.ts for the per-module figures)');
} else {
  const monitor = partCost(chunks, firstLoad, /^src\/lib\/(monitor|capture-early-errors|error-monitor\/)/);
  const sdk = partCost(chunks, firstLoad, /^node_modules\/@sentry\//);
  const jsRaw = firstLoadSizes.filter((f) => f.file.endsWith('.js')).reduce((n, f) => n + f.raw, 0);
  const share = (bytes) => `${((bytes / jsRaw) * 100).toFixed(1)} % of first-load JS`;
  console.log(`${'error monitor'.padEnd(40)}${'first load'.padStart(14)}${'later'.padStart(14)}`);
  const later = (part) => kib(part.lazy.reduce((n, c) => n + c.bytes, 0));
  console.log(
    `${'  own code (capture, monitor, scrub)'.padEnd(40)}${kib(monitor.eagerBytes).padStart(14)}${later(monitor).padStart(14)}   ${share(monitor.eagerBytes)}`,
  );
  console.log(`${'  Sentry SDK (@sentry/*)'.padEnd(40)}${kib(sdk.eagerBytes).padStart(14)}${later(sdk).padStart(14)}   ${share(sdk.eagerBytes)}`);
  console.log('  (module bytes as rendered before minification; "later" loads after the first paint, by dynamic import)');
}
