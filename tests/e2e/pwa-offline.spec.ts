/**
 * Offline after one online visit (spec issue 5): pages opened before open
 * again with their last-seen data and its "as of" time; a page never opened
 * shows the offline page listing what is available. The worker stays active
 * (no serviceWorkers: 'block'): context.setOffline cuts the network below it.
 */
import { expect, test, waitForApp } from './support/test';
import { ageStoredResponse, fetchFromPage, goOffline, indexedDbContents, openControlled } from './pwa-support/service-worker';

const GUIDE = '/guide/first-hash-power-order';
const STRATUM = '/stratum-generator';
const NEVER_VISITED = '/download-center';
const RATES = '/main/api/v2/exchangeRate/list';

// Offline, everything not cached fails to load; that is the point here.
test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not be reached|NetworkError/i });

async function heading(page: import('@playwright/test').Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  return (await h1.textContent()) ?? '';
}

test.describe('offline after one online visit', () => {
  test('opens the home page, a guide and the stratum generator with their last-seen data', async ({ page, context }) => {
    await openControlled(page, '/');
    await expect(page.getByTestId('btc-price-value')).toBeVisible();
    // The home page loaded its data before the worker controlled it; the page hands the URLs over.
    await expect
      .poll(async () => (await indexedDbContents(page))['hashvale-sw-public-api'] ?? [])
      .toEqual(expect.arrayContaining(['responses:/exchange/api/v2/info/prices', 'responses:/main/api/v2/public/stats/global/current']));
    expect(await page.getByTestId('btc-price-value').textContent()).toMatch(/\d/);
    expect((await fetchFromPage(page, RATES)).status).toBe(200);
    const homeTitle = await heading(page);
    await page.goto(GUIDE);
    await waitForApp(page);
    // The guide's own title replaces the route's once the article has loaded.
    await expect(page.locator('main h1.article-title')).toBeVisible();
    const guideTitle = await heading(page);
    await page.goto(STRATUM);
    await waitForApp(page);
    const stratumTitle = await heading(page);
    // Older than its TTL (aged last: every page load asks the worker for the rates), so offline the worker must fall back to it.
    const ratesFetchedAt = await ageStoredResponse(page, RATES, 3_600_000);

    await goOffline(context, page);

    await page.goto('/');
    await waitForApp(page);
    // Chromium sometimes opens the new document with navigator.onLine true under
    // the emulated offline state (seen with two workers); setting the state again
    // reaches it, as a real link change would, before the notice is read.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await goOffline(context, page);
    }
    expect(await heading(page)).toBe(homeTitle);
    // The last-seen price: whatever the worker kept last (the pages visited
    // since the first read may have refreshed it), as the page shows it.
    const lastSeen = await page.evaluate(async () => {
      const prices = (await (await fetch('/exchange/api/v2/info/prices')).json()) as Record<string, number>;
      return prices.BTCUSDT;
    });
    const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(lastSeen!);
    await expect(page.getByTestId('btc-price-value')).toHaveText(shown);
    // The last-seen rates, with the time they were fetched.
    const offlineRates = await fetchFromPage(page, RATES);
    expect(offlineRates).toEqual({ status: 200, fetchedAt: String(ratesFetchedAt), cache: 'stale' });
    const notice = page.getByTestId('offline-data-notice');
    await expect(notice).toContainText('You are offline');
    await expect(notice.locator('time[data-fetched-at]')).toBeVisible();

    await page.goto(GUIDE);
    await waitForApp(page);
    await expect(page.locator('main h1.article-title')).toHaveText(guideTitle);
    await expect(page.getByTestId('offline-not-cached')).toHaveCount(0);

    await page.goto(STRATUM);
    await waitForApp(page);
    expect(await heading(page)).toBe(stratumTitle);
    await expect(page.getByTestId('offline-not-cached')).toHaveCount(0);

    await context.setOffline(false);
  });

  test('opens the status page with its last summary and the time it was saved', async ({ page, context }) => {
    await openControlled(page, '/');
    await page.goto('/status');
    await waitForApp(page);
    await expect(page.locator('[data-component]')).toHaveCount(10);
    await expect
      .poll(async () => (await indexedDbContents(page))['hashvale-sw-public-api'] ?? [])
      .toEqual(expect.arrayContaining(['responses:/api/v2/status/summary']));
    await page.goto('/'); // leaving the page records it
    await waitForApp(page);

    await goOffline(context, page);
    await page.goto('/status');
    await waitForApp(page);
    await expect(page.getByTestId('offline-not-cached')).toHaveCount(0);
    await expect(page.locator('[data-component]')).toHaveCount(10);
    await expect(page.getByTestId('status-overall')).toContainText('All systems are working.');
    await expect(page.getByTestId('offline-data-notice').locator('time[data-fetched-at]')).toBeVisible();
    await context.setOffline(false);
  });

  test('shows the offline page with links to saved pages for a page never opened', async ({ page, context }) => {
    await openControlled(page, '/');
    await page.goto(GUIDE);
    await waitForApp(page);
    // Read it whole (the article and its "more guides" list), so the worker keeps its data.
    await expect(page.locator('main h1.article-title')).toBeVisible();
    await expect(page.locator('#more-guides')).toBeVisible();
    await page.goto('/pricing');
    await waitForApp(page);
    await expect(page).toHaveTitle(/^Pricing/);
    await page.goto('/');
    await waitForApp(page);

    await goOffline(context, page);
    await page.goto(NEVER_VISITED);
    await waitForApp(page);
    const offlinePage = page.getByTestId('offline-not-cached');
    await expect(offlinePage.getByRole('heading', { level: 1 })).toHaveText('This page is not available offline');
    await expect(offlinePage.locator(`a[href="${GUIDE}"]`)).toBeVisible();
    await expect(offlinePage.locator('a[href="/"]')).toBeVisible();
    // Each saved page by its title, never its bare path (the list read "/pricing", issue 36).
    await expect(offlinePage.getByTestId('offline-saved-pages').getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/pricing');
    const names = await offlinePage.getByTestId('offline-saved-pages').getByRole('link').allInnerTexts();
    expect(names.filter((name) => name.startsWith('/'))).toEqual([]);
    // On a phone its text keeps the page's side margin, not the screen's edge.
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await offlinePage.getByRole('heading', { level: 1 }).boundingBox())!.x).toBeGreaterThanOrEqual(16);

    // A saved page opens from the list without a connection.
    await offlinePage.locator(`a[href="${GUIDE}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    await expect(page.getByTestId('offline-not-cached')).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('offline is never reported as an outage', () => {
  // The order pages were visited in once decided which page showed (3 of 3 runs of one order showed the outage page).
  const ORDERS = [
    ['/', GUIDE, '/blog', '/about'],
    ['/about', '/blog', GUIDE, '/'],
  ];
  for (const [i, order] of ORDERS.entries()) {
    // The second run also has the browser still claiming to be online, as it does for a while on a dropped link.
    const lagging = i === 1;
    test(`a page never opened, after visiting ${order.join(' then ')}, says it is not available offline${lagging ? ' (navigator still says online)' : ''}`, async ({
      page,
      context,
    }) => {
      if (lagging) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }));
      await openControlled(page, order[0]!);
      await page.waitForLoadState('networkidle');
      for (const path of order.slice(1)) {
        await page.goto(path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle'); // its data is in the worker's store before the link drops
      }
      await context.setOffline(true); // some variants keep navigator.onLine true on purpose
      await page.goto(NEVER_VISITED);
      await waitForApp(page);
      await expect(page.getByTestId('offline-not-cached').getByRole('heading', { level: 1 })).toHaveText('This page is not available offline');
      await expect(page.getByTestId('offline-page')).toHaveCount(0);
      await context.setOffline(false);
    });
  }
});
