/**
 * Maintenance with the admin command (spec section 4): the banner shows while
 * the API marks maintenance; once the header has been gone for more than
 * 10 s the flag resets and the app reboots (runs its startup calls again)
 * without reloading the page.
 */
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test('shows the banner during maintenance and reboots 10 s after it ends', async ({ page }) => {
  test.setTimeout(90_000);
  await server.admin('flags', 'set', 'IS_MAINTENANCE', 'true');
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('role', 'status');

  // Still there well past 10 s: the app keeps seeing the header while maintenance lasts.
  await page.waitForTimeout(12_000);
  await expect(banner).toBeVisible();

  // A marker on window survives a reboot but not a page reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const endedAt = Date.now();
  await server.admin('flags', 'set', 'IS_MAINTENANCE', 'false');
  const reboot = page.waitForRequest((r) => r.url().endsWith('/api/v2/time'), { timeout: 30_000 });

  await expect(banner).toBeHidden({ timeout: 30_000 });
  const hiddenAfter = Date.now() - endedAt;
  // The last header arrived at most one poll (5 s) before the flag went off.
  expect(hiddenAfter).toBeGreaterThan(5_000);
  await reboot;
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
