/**
 * Spec section 4: a failure of the system flags while online marks the
 * system unavailable, and the offline page shows instead of the page, on a
 * page of the whole app and on a page of islands, with the service worker
 * blocked and with it in control. When the flags answer again, the page
 * comes back without a reload.
 */
import type { Page } from '@playwright/test';
import { openControlled } from './pwa-support/service-worker';
import { expect, test } from './support/test';

const FLAGS = '**/api/v2/system/flags';
const ERROR_BODY = JSON.stringify({ error_id: 'flags-down', errors: [{ code: 2999, message: 'Internal error' }] });

/** The flags answer 500 from now on (the rest of the API keeps working). */
async function failFlags(page: Page): Promise<void> {
  await page.context().route(FLAGS, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: ERROR_BODY }));
}

test.use({ allowedProblem: /HTTP 500: GET .*\/api\/v2\/system\/flags|status of 500/ });

test.describe('with the service worker blocked', () => {
  test.use({ serviceWorkers: 'block' });

  for (const path of ['/about', '/blog/post/amsterdam-hashing']) {
    test(`${path} shows the unavailable page when the flags fail`, async ({ page }) => {
      await failFlags(page);
      await page.goto(path);
      const offline = page.getByTestId('offline-page');
      await expect(offline).toBeVisible({ timeout: 5_000 });
      await expect(offline).toContainText('Hashvale is not available right now');
    });
  }
});

test('with the service worker in control, the unavailable page shows and goes once the flags answer', async ({ page }) => {
  test.setTimeout(60_000);
  await openControlled(page, '/about');
  await failFlags(page);
  await page.reload();
  const offline = page.getByTestId('offline-page');
  await expect(offline).toBeVisible({ timeout: 5_000 });

  // A marker on window survives the app's reboot but not a reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.context().unroute(FLAGS);
  // More than 10 s after the last failure the flag resets and the app starts again.
  await expect(offline).toBeHidden({ timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
