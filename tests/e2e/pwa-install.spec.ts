/**
 * Installability and the install offer. Chromium's own verdict comes from
 * the DevTools protocol (Page.getInstallabilityErrors), which needs a
 * persistent profile: an incognito context always reports "in-incognito".
 */
import { chromium } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { removeDir, tempDir } from './pwa-support/own-server';

test.describe('installability', () => {
  test('Chromium reports no installability errors', async ({ baseURL }) => {
    const profile = tempDir('hashvale-pwa-profile-');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL}/`);
      await waitForApp(page);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string; critical: number }> };
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      removeDir(profile);
    }
  });

  test('the manifest has shortcuts and screenshots for both form factors', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      id: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      shortcuts: Array<{ url: string }>;
      screenshots: Array<{ src: string; sizes: string; form_factor: string }>;
    };
    expect(manifest).toMatchObject({ id: '/', short_name: 'Hashvale', theme_color: '#0b4fb3', background_color: '#ffffff' });
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/profitability-calculator', '/stratum-generator', '/support']);
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const response = await request.get(shot.src);
      expect(response.status(), shot.src).toBe(200);
      // PNG: width and height are big-endian at bytes 16 and 20 of the IHDR chunk.
      const png = await response.body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, shot.src).toBe(shot.sizes);
    }
  });
});

test.describe('install offer', () => {
  test('offers an Install button once the browser fires beforeinstallprompt', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByTestId('install-button')).toHaveCount(0);
    // Chromium decides by itself when to fire it; the test fires one to check the wiring.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
    // The offer is in the footer; on a page of islands it hydrates as the footer comes near, after the browser offered.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByTestId('install-button').click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByTestId('install-button')).toHaveCount(0);
  });
});

test.describe('iOS install hint', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test('tells Safari users how to add the app to the home screen, until dismissed', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const hint = page.getByTestId('ios-install-hint');
    await expect(hint).toContainText('Add to Home Screen');
    await hint.getByRole('button', { name: 'Not now' }).click();
    await expect(hint).toHaveCount(0);
    await page.reload();
    await waitForApp(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('hv-island[data-island="installOffer"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByTestId('ios-install-hint')).toHaveCount(0);
  });
});
