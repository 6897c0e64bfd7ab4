/**
 * The API reference (docs/developer-portal.md): without JavaScript the list
 * holds every operation of the contract, its search is a GET form the server
 * answers filtered, and each operation's page shows its three samples; with
 * JavaScript the list filters as you type; after one visit the reference
 * reads offline, operations not yet opened included.
 */
import { API_ENDPOINTS } from '../../src/config/api-contract';
import { buildPath } from '../../src/config/paths';
import { expect, test, waitForApp } from './support/test';

test.describe('with JavaScript off', () => {
  test('the list holds every operation, and its search is a GET form the server answers', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(buildPath('apiReference'));
    const items = page.locator('main [data-operation]');
    await expect(items).toHaveCount(API_ENDPOINTS.length);
    expect((await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-operation')))).sort()).toEqual(API_ENDPOINTS.map((e) => e.name).sort());

    await page.fill('main input[name="q"]', 'candlesticks');
    await page.locator('main form[role="search"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/software-developers\/api\?q=candlesticks$/);
    await expect(page.locator('main [data-operation]')).toHaveCount(2);
    await context.close();
  });

  test('every operation page shows its curl, JavaScript and Python samples', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const { name, signed } of API_ENDPOINTS) {
      const response = await page.goto(buildPath('apiOperation', { operation: name }));
      expect(response?.status(), name).toBe(200);
      for (const language of ['curl', 'javascript', 'python'])
        await expect(page.getByTestId(`sample-${language}`).locator('pre'), `${name} ${language}`).toHaveText(/\S/);
      if (signed) await expect(page.getByTestId('sample-python'), name).toContainText('HASHVALE_API_SECRET');
      // The contract's `code` spans are shown as code, not as backticks.
      const prose = await page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as Element;
        for (const code of copy.querySelectorAll('code, pre')) code.remove();
        return copy.textContent ?? '';
      });
      expect(prose, name).not.toContain('`');
    }
    await context.close();
  });
});

test('the list filters as you type', async ({ page }) => {
  await page.goto(buildPath('apiReference'));
  await waitForApp(page);
  await page.locator('main input[name="q"]').pressSequentially('support case');
  await expect(page.getByTestId('api-count')).toHaveText('7 operations');
  await expect(page.locator('main [data-operation]')).toHaveCount(7);
  await page.locator('main input[name="q"]').fill('no such operation at all');
  await expect(page.locator('main [data-operation]')).toHaveCount(0);
  await expect(page.getByTestId('api-count')).toContainText('No operation matches');
});

test('a key typed while the search box hydrates is kept', async ({ page }) => {
  // As on a slow phone: a CPU 8 times slower, the box's code late, and the visitor typing on as it hydrates.
  await page.route(/\/assets\/ApiFinder-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await route.continue();
  });
  await page.goto(buildPath('apiReference'));
  await waitForApp(page);
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  const field = page.locator('main input[name="q"]');
  await field.pressSequentially('support case', { delay: 15 });
  await expect(page.locator('hv-island[data-island="apiSearch"][data-hydrated]')).toHaveCount(1);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(field).toHaveValue('support case');
  await expect(page.getByTestId('api-count')).toHaveText('7 operations');
});

test('after one visit the reference reads offline, from the OpenAPI document the worker kept', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const documentFetched = context.waitForEvent('request', { predicate: (r) => r.url().endsWith('/api/v2/openapi.json'), timeout: 60_000 });
  await page.goto(buildPath('apiOperation', { operation: 'orderBook' }));
  await waitForApp(page);
  await documentFetched;
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  // The worker keeps the document once its fetch is answered.
  await page.waitForTimeout(1_000);
  await context.setOffline(true);
  // Offline, the worker answers with the app's shell, and the app draws the page from the kept document.
  await page.reload();
  await expect(page.getByTestId('api-parameters')).toContainText('algorithm');
  await expect(page.getByTestId('sample-curl')).toContainText('/main/api/v2/hashpower/orderBook');
  await context.close();
});
