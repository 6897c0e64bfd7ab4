import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForApp } from './support/test';
import { DIST_DIR } from './support/paths';
import { goOffline, openControlled, workerVersion } from './pwa-support/service-worker';

test.describe('progressive web app', () => {
  test('registers the service worker, which then controls the page', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitForApp(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  });

  test('the controlling worker is the build that version.json names', async ({ page }) => {
    const { version } = JSON.parse(readFileSync(path.join(DIST_DIR, 'version.json'), 'utf8')) as { version: string };
    await openControlled(page);
    expect(await workerVersion(page)).toBe(version);
  });

  test('precaches the app shell but not version.json', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached).not.toContain('/version.json');
  });

  test('links a web app manifest with the name and maskable icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      icons: Array<{ sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Hashvale', display: 'standalone', start_url: '/', scope: '/' });
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'maskable' }));
      expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose: 'any' }));
    }
  });
});

test.describe('service worker offline', () => {
  // The live data cannot load while offline; that is expected here.
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED/ });

  test('answers page navigations from the precached shell when offline', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload(); // now controlled by the worker
    await goOffline(context, page);
    await page.goto('/a/page/never/visited');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await context.setOffline(false);
  });
});

test.describe('service worker navigation denylist', () => {
  test.use({ allowedProblem: /no\/such\/endpoint/ });

  test('never answers an API navigation with the app shell', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    const response = await page.goto('/main/api/v2/no/such/endpoint');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
  });
});
