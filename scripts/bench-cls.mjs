#!/usr/bin/env node
// Layout shift of the key pages on a cold load (no service worker, cookie
// notice accepted), on a phone (390 px) and a laptop (1366 px), measured in
// Chromium with the layout-shift performance entries until the page is quiet.
// Prints each page's CLS, its largest shift's elements, and the budget of
// scripts/bench/web-budget.json; exits 1 past the budget.
//   npm run bench:cls [-- --rounds 3]     (needs a build: npm run build)
import { spawn } from 'node:child_process';
import { freePort, waitFor } from './bench/local-server.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* global window */
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(ROOT, 'scripts/bench/web-budget.json'), 'utf8'));
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg === -1 ? 3 : Math.max(1, Number(process.argv[roundsArg + 1]) || 3);
const PAGES = [
  '/',
  '/blog/post/amsterdam-hashing',
  '/support/general-help/getting-started/what-is-hashvale',
  '/profitability-calculator',
  '/stratum-generator',
  '/marketplace',
  '/algorithm/scrypt',
];
const WIDTHS = [
  [390, 844],
  [1366, 900],
];

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hashvale-bench-cls-'));
const server = spawn(process.execPath, [path.join(ROOT, 'build/server/server/src/main.js')], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000' },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;
let failed = false;
try {
  await waitFor(`${origin}/api/v2/time`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  console.log(`Cumulative layout shift, cold load, median of ${ROUNDS} (budget ${budget.cls})\n`);
  console.log(`${'page'.padEnd(42)}${'390 px'.padStart(9)}${'1366 px'.padStart(9)}  largest shift at 390 px`);
  for (const page of PAGES) {
    const cells = [];
    let largest = '';
    for (const [width, height] of WIDTHS) {
      const values = [];
      for (let round = 0; round < ROUNDS; round++) {
        const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
        await context.addCookies([{ name: 'cookies_accepted', value: '1', url: origin }]);
        const tab = await context.newPage();
        await tab.addInitScript(() => {
          const seen = { cls: 0, top: { value: 0, nodes: '' } };
          Object.defineProperty(window, '__shifts', { value: seen });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              if (entry.hadRecentInput) continue;
              seen.cls += entry.value;
              if (entry.value > seen.top.value) {
                seen.top = {
                  value: entry.value,
                  nodes: (entry.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}.${String(s.node?.className ?? '').split(' ')[0]}`).join(' '),
                };
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await tab.goto(origin + page, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1000);
        const seen = await tab.evaluate(() => window.__shifts);
        values.push(seen.cls);
        if (width === 390 && seen.top.value > 0 && !largest) largest = `${seen.top.value.toFixed(3)} ${seen.top.nodes}`;
        await context.close();
      }
      const median = values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      if (median > budget.cls) failed = true;
      cells.push(median);
    }
    console.log(`${page.padEnd(42)}${cells.map((c) => c.toFixed(3).padStart(9)).join('')}  ${largest}`);
  }
  await browser.close();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? `\nOver the budget (${budget.cls}) on at least one page.` : '\nEvery page within the budget.');
process.exit(failed ? 1 : 0);
