/**
 * The calculator as a rig (issue 32, step 1): three devices picked in the
 * page, a quantity and a power override, the rig's totals read in every
 * column, then the shared link opened in a fresh browser shows the same
 * figures. The live market moves every few seconds, so both browsers are
 * served the same answers for the figures that move (paying prices and the
 * BTC rate), fetched once from the real server: what is tested is that the
 * link alone carries the rig.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';

// The page's polling would replace a figure between reads; the worker would answer before page.route sees the call.
test.use({ serviceWorkers: 'block' });

const LIVE = ['main/api/v2/public/stats/global/current', 'main/api/v2/public/stats/global/24h', 'main/api/v2/exchangeRate/profcalcRates/USD'];
const LINES = ['revenue', 'fee', 'electricity', 'profit'];
const PERIODS = ['day', 'week', 'month', 'year'];

async function pinLiveAnswers(request: APIRequestContext): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const path of LIVE) {
    const response = await request.get(`/${path}`);
    expect(response.ok(), path).toBe(true);
    bodies.set(path, await response.text());
  }
  return bodies;
}

async function serve(context: BrowserContext, bodies: Map<string, string>): Promise<void> {
  for (const [path, body] of bodies) {
    await context.route(`**/${path}*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'cache-control': 'no-store' } }),
    );
  }
}

async function pick(page: Page, search: string, option: RegExp): Promise<void> {
  await page.getByTestId('calc-device-search').fill(search);
  await page.getByTestId('calc-device-option').filter({ hasText: option }).click();
}

/** Every figure of the rig's card: each line in each period, fiat and BTC, then power, break-even and payback. */
async function rigFigures(page: Page): Promise<Record<string, string>> {
  const rig = page.getByTestId('rig-total');
  const figures: Record<string, string> = {};
  for (const line of LINES) {
    for (const period of PERIODS) {
      for (const unit of ['fiat', 'btc']) figures[`${line}-${unit}-${period}`] = (await rig.getByTestId(`rig-${line}-${unit}-${period}`).textContent()) ?? '';
    }
  }
  for (const fact of ['rig-power', 'rig-break-even', 'rig-payback', 'rig-rows-profit']) figures[fact] = (await rig.getByTestId(fact).textContent()) ?? '';
  return figures;
}

test('builds a three-device rig in the page, reads its totals, and a fresh browser opening the link reads the same', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  // Three picks, 36 figures read twice and a second cold browser: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const bodies = await pinLiveAnswers(request);
  await serve(context, bodies);
  await page.goto('/profitability-calculator');
  await waitForApp(page);

  await pick(page, 'rtx 4090', /^NVIDIA RTX 4090GPU$/);
  await pick(page, '7900 xtx', /^AMD Radeon RX 7900 XTXGPU$/);
  await pick(page, 's21', /^Antminer S21ASIC$/);
  await expect(page.getByTestId('calc-device')).toHaveCount(3);
  await page.getByTestId('calc-device').nth(1).getByTestId('calc-quantity').fill('3');
  await page.getByTestId('calc-device').nth(2).getByTestId('calc-power').fill('3300');
  await page.getByTestId('calc-purchase').fill('9000');
  await expect(page).toHaveURL(/\/profitability-calculator\/nvidia-rtx-4090\/amd-rx-7900-xtx\/antminer-s21\?q2=3&w3=3300&buy=9000$/);

  const rig = page.getByTestId('rig-total');
  await expect(rig).toHaveAttribute('data-devices', '3');
  await expect(rig.getByTestId('rig-row')).toHaveCount(3);
  await expect(rig.getByTestId('rig-row').nth(1)).toContainText('3 × AMD Radeon RX 7900 XTX');
  // 320 W + 3 x the 7900 XTX's catalogue watts + 3300 W: the overrides count.
  const xtxWatts = Number(await page.getByTestId('calc-device').nth(1).getByTestId('calc-power').inputValue());
  await expect(rig.getByTestId('rig-power')).toContainText(`${(320 + 3 * xtxWatts + 3300).toLocaleString('en-US')} W`);
  for (const period of PERIODS) {
    await expect(rig.getByTestId(`rig-profit-fiat-${period}`)).toHaveText(/^-?\$[\d,]+\.\d\d$/);
    await expect(rig.getByTestId(`rig-revenue-btc-${period}`)).toHaveText(/^\d[\d,]*\.\d{8} BTC$/);
  }
  await expect(rig.getByTestId('rig-payback')).toHaveText(/^(\d[\d,]* days?|never, at this profit)$/);
  const figures = await rigFigures(page);
  // The day's profit of the card and of the rows' total line are the same figure.
  expect(figures['rig-rows-profit']).toBe(figures['profit-fiat-day']);

  const link = page.url();
  const fresh = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    await serve(fresh, bodies);
    const other = await fresh.newPage();
    await other.goto(link);
    await waitForApp(other);
    await expect(other.getByTestId('rig-total')).toHaveAttribute('data-devices', '3');
    await expect(other.getByTestId('calc-device').nth(1).getByTestId('calc-quantity')).toHaveValue('3');
    await expect(other.getByTestId('calc-device').nth(2).getByTestId('calc-power')).toHaveValue('3300');
    expect(await rigFigures(other)).toEqual(figures);
  } finally {
    await fresh.close();
  }
});

test('a link with more devices than a rig holds opens with the first eight, not an error page', async ({ page }) => {
  const nine = Array.from({ length: 9 }, () => 'nvidia-rtx-4090').join('/');
  const response = await page.goto(`/profitability-calculator/${nine}?q9=5`);
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.getByTestId('calc-device')).toHaveCount(8);
  await expect(page.getByTestId('rig-total')).toHaveAttribute('data-devices', '8');
  await expect(page.getByTestId('calc-rig-full')).toBeVisible();
});

test.describe('defects of issue 32, at a phone and a laptop width', () => {
  test('at 1366 px no table of two device panels is cut at its edge: every column shows (the "24 I" of the issue)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/profitability-calculator/nvidia-rtx-4090/amd-rx-7900-xtx');
    await waitForApp(page);
    await expect(page.getByTestId('calc-earnings')).toHaveCount(2);
    const boxes = page.locator('.calc-device .calc-scroll');
    expect(await boxes.count()).toBe(4);
    for (const box of await boxes.all()) {
      const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll, 'a table wider than its box').toBeLessThanOrEqual(client);
    }
  });

  test('at 390 px the page does not scroll sideways: the rig total and the device tables scroll in their own boxes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profitability-calculator/nvidia-rtx-4090/amd-rx-7900-xtx/antminer-s21');
    await waitForApp(page);
    await expect(page.getByTestId('rig-total')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const box = page.getByTestId('rig-total').locator('.calc-scroll').first();
    expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    // Its last column is reached by scrolling the box, not the page.
    await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const year = (await page.getByTestId('rig-profit-fiat-year').boundingBox())!;
    expect(year.x).toBeGreaterThanOrEqual(0);
    expect(year.x + year.width).toBeLessThanOrEqual(390);
  });

  test('a purchase price pays back in a number of days, for the one device and for the rig (it read "NaN days")', async ({ page }) => {
    await page.goto('/profitability-calculator/antminer-s21?kwh=0.01&buy=3000');
    await waitForApp(page);
    await expect(page.getByTestId('rig-payback')).toHaveText(/^\d[\d,]* days?$/);
    await expect(page.getByTestId('calc-payback')).toHaveText(/^\d[\d,]* days?$/);
    expect(await page.getByTestId('calc-payback').textContent()).toBe(await page.getByTestId('rig-payback').textContent());
  });
});
