#!/usr/bin/env node
// Draws the install dialog's screenshots (manifest `screenshots`, vite.config.ts)
// from our own home page, served by a running production server:
//   npm run build && PORT=18141 npm run serve &   # then
//   node scripts/generate-pwa-screenshots.mjs http://127.0.0.1:18141
// Writes public/screenshots/home-wide.png (1280x720) and home-narrow.png (540x960);
// the sizes must stay those the manifest states.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public/screenshots');
const SHOTS = [
  { file: 'home-wide.png', width: 1280, height: 720 },
  { file: 'home-narrow.png', width: 540, height: 960 },
];

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('usage: node scripts/generate-pwa-screenshots.mjs <base URL of a running server>');
  process.exit(2);
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1 });
    // The cookie notice answered (src/features/preferences/cookie-consent.ts), so it is not in the picture.
    await context.addCookies([{ name: 'cookies_accepted', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.locator('main#main-content').waitFor();
    await page.screenshot({ path: path.join(OUT_DIR, shot.file) });
    await context.close();
    console.log(`wrote public/screenshots/${shot.file} (${shot.width}x${shot.height})`);
  }
} finally {
  await browser.close();
}
