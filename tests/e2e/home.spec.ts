import { BRAND } from '../../src/config/brand';
import { expect, test, waitForApp } from './support/test';

interface AlgorithmList {
  miningAlgorithms: Array<{ title: string }>;
}

test.describe('home page', () => {
  test('loads with HTTP 200 and shows the brand and the headline', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForApp(page);
    await expect(page.getByRole('banner')).toContainText(BRAND.name);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('hash power');
    await expect(page).toHaveTitle(new RegExp(BRAND.name));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  test('shows live data from the API: the top five algorithms by paying price and the BTC price', async ({ page, request }) => {
    await page.goto('/');
    const rows = page.getByTestId('top-algorithm-row');
    await expect(rows).toHaveCount(5);

    const algorithms = (await (await request.get('/main/api/v2/mining/algorithms')).json()) as AlgorithmList;
    const titles = new Set(algorithms.miningAlgorithms.map((a) => a.title));
    const prices: number[] = [];
    for (const row of await rows.all()) {
      expect(titles).toContain((await row.locator('th').innerText()).trim());
      const priceText = await row.locator('td').nth(1).innerText();
      const price = Number(priceText.replace(/[^0-9.]/g, ''));
      expect(price, priceText).toBeGreaterThan(0);
      prices.push(price);
    }
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const btc = page.getByTestId('btc-price-value');
    await expect(btc).toBeVisible();
    await expect(btc).toHaveText(/^\$\d{1,3}(,\d{3})+\.\d{2}$/);
    const btcPrice = Number((await btc.innerText()).replace(/[^0-9.]/g, ''));
    expect(btcPrice).toBeGreaterThan(1000);
  });

  test('shows bitcoin in USD and EUR with its 24 h change, high, low, volume and a line of the day', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByTestId('btc-price-eur')).toHaveText(/^€\d{1,3}(,\d{3})+\.\d{2}$/);
    // The change is written with its sign, not only coloured.
    await expect(page.getByTestId('btc-change')).toHaveText(/^([+-]\d+\.\d{2}|0\.00)% in 24 h$/);
    const stats = (await (await request.get('/exchange/api/v2/info/marketStats')).json()) as Record<string, { h24: number; l24: number }>;
    const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
    const high = money(await page.getByTestId('btc-high').innerText());
    const low = money(await page.getByTestId('btc-low').innerText());
    expect(high).toBeGreaterThanOrEqual(low);
    expect(Math.abs(high - stats.BTCUSDT!.h24) / high).toBeLessThan(0.05);
    await expect(page.getByTestId('btc-volume')).toHaveText(/^[\d,.]+ BTC$/);
    await expect(page.getByRole('img', { name: /^Bitcoin price over the last 24 hours, from \$[\d,.]+ to \$[\d,.]+$/ })).toBeVisible();
  });

  test('shows the footer with the served version', async ({ page, request }) => {
    const { version } = (await (await request.get('/version.json')).json()) as { version: string };
    await page.goto('/');
    await expect(page.locator('footer')).toContainText(version);
  });

  test('picks the language from the lang parameter and falls back to English', async ({ page }) => {
    await page.goto('/?lang=xx');
    await waitForApp(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

test.describe('home page when the API fails', () => {
  // page.route cannot see requests a service worker answers.
  test.use({
    serviceWorkers: 'block',
    allowedProblem: /HTTP 503|status of 503/,
  });

  test('says what went wrong and recovers on retry', async ({ page }) => {
    let failing = true;
    await page.route('**/main/api/v2/public/stats/global/current', async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error_id: '00000000-0000-4000-8000-000000000000', errors: [{ code: 3000, message: 'System is in maintenance' }] }),
      });
    });
    await page.goto('/');
    const block = page.getByTestId('top-algorithms');
    // Spec section 8: the general translation of the error's code replaces the server's message.
    await expect(block.getByRole('alert')).toContainText('Could not load live market data: We are doing maintenance. Please try again shortly.');
    failing = false;
    await block.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('top-algorithm-row')).toHaveCount(5);
  });
});

test.describe('an unknown page', () => {
  // The server answers a path outside the route table with 404 (and the app).
  test.use({ allowedProblem: /no-such-page-here/ });

  test('shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('hash power');
  });
});
