/**
 * The precache of the built worker (no browser needed): the whole app shell
 * and every locale catalogue, nothing else, within the budget of
 * sw/precache-budget.json (docs/pwa.md says the figures).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import budget from '../../sw/precache-budget.json' with { type: 'json' };
import { DIST_DIR, REPO_ROOT } from './support/paths';
import { readPrecache, readPrecacheUrls } from './pwa-support/precache-manifest';

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, path.posix.join(prefix, entry.name)) : [path.posix.join(prefix, entry.name)],
  );
}

test.describe('precache', () => {
  test('holds every script and style chunk, the shell page, the manifest and the icons', () => {
    const urls = readPrecacheUrls(DIST_DIR);
    // Left out on purpose (vite.config.ts globIgnores): the chart library (docs/pwa.md), and the islands script's own
    // chunks, which offline are never asked for: the worker answers every page with the app's shell (docs/rendering.md).
    const leftOut = /^assets\/(lightweight-charts|islands-|island-root-|warm-offline-)/;
    const built = filesUnder(DIST_DIR).filter((file) => /\.(js|css)$/.test(file) && file.startsWith('assets/') && !leftOut.test(file));
    expect(built.length).toBeGreaterThan(0);
    for (const file of built) expect(urls, file).toContain(file);
    for (const file of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png']) {
      expect(urls, file).toContain(file);
    }
    expect(new Set(urls).size, 'no entry twice').toBe(urls.length);
  });

  test('holds every locale catalogue as its own chunk', () => {
    const urls = readPrecacheUrls(DIST_DIR);
    const locales = readdirSync(path.join(REPO_ROOT, 'src/locales'))
      .filter((file) => file.endsWith('.json') && file !== 'en.json') // English travels with the modules that show it (tests/e2e/message-split.spec.ts)
      .map((file) => file.replace(/\.json$/, ''));
    for (const locale of locales) {
      expect(
        urls.some((url) => new RegExp(`^assets/locales/${locale}-[\\w-]+\\.js$`).test(url)),
        locale,
      ).toBe(true);
    }
  });

  test('leaves out version.json, screenshots and precompressed copies', () => {
    for (const url of readPrecacheUrls(DIST_DIR)) {
      expect(url).not.toMatch(/^version\.json$|^screenshots\/|\.(br|gz)$/);
    }
  });

  test('stays within the budget for each entry and in total', () => {
    const entries = readPrecache(DIST_DIR);
    for (const entry of entries) expect(entry.bytes, entry.url).toBeLessThanOrEqual(budget.maxEntryBytes);
    const total = entries.reduce((sum, e) => sum + e.bytes, 0);
    const brotli = entries.reduce((sum, e) => sum + e.brotliBytes, 0);
    expect(total, `precache total ${total} bytes`).toBeLessThanOrEqual(budget.maxTotalBytes);
    expect(brotli, `precache total ${brotli} bytes with brotli`).toBeLessThanOrEqual(budget.maxTotalBrotliBytes);
  });
});
