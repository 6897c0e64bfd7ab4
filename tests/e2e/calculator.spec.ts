/**
 * The profitability calculator (issue "The miner's tools"): a device's
 * earnings per algorithm in BTC and USD, the kWh price changing the profit
 * and the address, the address restoring the same result, comparison,
 * spec 5 number input, autodetect, and offline on the last saved rates.
 */
import http from 'node:http';
import { expect, test, waitForApp } from './support/test';
import { goOffline, openControlled } from './pwa-support/service-worker';

const RTX = '/profitability-calculator/nvidia-rtx-4090';

test.describe('profitability calculator', () => {
  test('shows the RTX 4090 earnings per algorithm in BTC and USD; the kWh price changes the profit and the URL; a reload restores it', async ({ page }) => {
    await page.goto(RTX);
    await waitForApp(page);
    const device = page.getByTestId('calc-device');
    await expect(device.getByRole('heading', { level: 2 })).toHaveText('NVIDIA RTX 4090');
    const rows = device.getByTestId('calc-earnings-row');
    expect(await rows.count()).toBeGreaterThan(3);
    await expect(rows.first().getByTestId('calc-spot-btc')).toHaveText(/^\d[\d.,]* BTC$/);
    await expect(rows.first().getByTestId('calc-profit-fiat')).toHaveText(/\$/);
    await expect(page.getByTestId('calc-revenue-fiat-day')).toHaveText(/^\$\d/);

    const profit = page.getByTestId('calc-profit-fiat-day');
    const before = await profit.textContent();
    await page.getByTestId('calc-kwh').fill('0.25');
    await expect(page).toHaveURL(/\?kwh=0\.25$/);
    await expect(profit).not.toHaveText(before!);
    const after = await profit.textContent();

    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('calc-kwh')).toHaveValue('0.25');
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(after!);
  });

  test('compares two devices with their own quantity, power and speeds, all carried by the link', async ({ page }) => {
    await page.goto(`${RTX}?q1=2`);
    await waitForApp(page);
    await expect(page.getByTestId('calc-quantity').first()).toHaveValue('2');
    await page.getByTestId('calc-device-search').fill('7900 xtx');
    await page.getByTestId('calc-device-option').filter({ hasText: 'AMD Radeon RX 7900 XTX' }).click();
    await expect(page).toHaveURL(/\/profitability-calculator\/nvidia-rtx-4090\/amd-rx-7900-xtx\?q1=2$/);
    await expect(page.getByTestId('calc-device')).toHaveCount(2);

    const second = page.getByTestId('calc-device').nth(1);
    await second.getByTestId('calc-power').fill('300');
    await second.getByText('Edit speeds').click();
    await second.getByTestId('calc-speed-KAWPOW').fill('70');
    await expect(page).toHaveURL(/w2=300&s2=KAWPOW:70/);

    const url = page.url();
    await page.goto(url);
    await waitForApp(page);
    const reloaded = page.getByTestId('calc-device').nth(1);
    await expect(reloaded.getByTestId('calc-power')).toHaveValue('300');
    await expect(reloaded.locator('[data-algorithm="KAWPOW"] td').first()).toHaveText('70 MH/s');
  });

  test('number inputs take only digits, dot and space, and pasted text is cleaned', async ({ page }) => {
    await page.goto(RTX);
    await waitForApp(page);
    const kwh = page.getByTestId('calc-kwh');
    await kwh.fill('');
    await kwh.pressSequentially('a0b.-3e');
    await expect(kwh).toHaveValue('0.3');
    await kwh.fill('');
    await kwh.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text', 'USD 1,5 per kWh');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(kwh).toHaveValue('1,5');
    await expect(page).toHaveURL(/kwh=1\.5/);
    await kwh.fill('0.123456789');
    await expect(page.getByText('Use at most 8 decimals.')).toBeVisible();
  });

  test('a custom device starts empty and earns once a speed is typed', async ({ page }) => {
    await page.goto('/profitability-calculator/custom');
    await waitForApp(page);
    await expect(page.getByTestId('calc-no-earnings')).toBeVisible();
    await page.getByTestId('calc-speed-KAWPOW').fill('50');
    await page.getByTestId('calc-power').fill('200');
    await expect(page.getByTestId('calc-best')).toHaveAttribute('data-algorithm', 'KAWPOW');
    await expect(page).toHaveURL(/\/profitability-calculator\/custom\?w1=200&s1=KAWPOW:50$/);
  });
});

test.describe('display currency', () => {
  test('the footer choice puts fiat figures in euros, and a reload keeps it', async ({ page }) => {
    await page.goto(RTX);
    await waitForApp(page);
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(/\$/);
    const select = page.getByTestId('currency-selector');
    // The calculator is a page of islands: the footer's selector lists every currency once it is near the screen, as a visitor scrolls to it.
    await select.scrollIntoViewIfNeeded();
    await expect(select.locator('option').nth(4)).toBeAttached();
    // The pair order of spec 9 comes first.
    expect((await select.locator('option').allTextContents()).slice(0, 5).map((t) => t.slice(0, 3))).toEqual(['EUR', 'USD', 'CNY', 'GBP', 'RUB']);
    await select.selectOption('EUR');
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(/€/);
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('currency-selector').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('currency-selector')).toHaveValue('EUR');
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(/€/);
  });
});

test.describe('profit chart', () => {
  test("draws the best algorithm's profit over 24 h, says it in words, and lists the figures", async ({ page }) => {
    await page.goto(RTX);
    await waitForApp(page);
    const chart = page.getByTestId('calc-chart');
    await expect(chart.getByRole('figure')).toContainText(/Profit per day on .+ at the paying prices of the last 24 hours/);
    // The library drew into its box (once near the screen): a canvas with a size.
    await chart.scrollIntoViewIfNeeded();
    const canvas = chart.locator('.time-chart__canvas canvas').first();
    await expect(canvas).toBeVisible();
    expect((await canvas.boundingBox())!.height).toBeGreaterThan(100);
    await expect(chart.locator('.time-chart__summary li')).toHaveText(/^Profit per day: from -?\$[\d.,]+ to -?\$[\d.,]+; low -?\$[\d.,]+, high -?\$[\d.,]+\.$/);
    await chart.getByText('Show the figures').click();
    await expect(chart.locator('tbody tr')).toHaveCount(97);
    // A higher kWh price lowers every point: the summary moves with the settings.
    const before = await chart.locator('.time-chart__summary li').textContent();
    await page.getByTestId('calc-kwh').fill('0.3');
    await expect(chart.locator('.time-chart__summary li')).not.toHaveText(before!);
  });
});

test.describe('autodetect', () => {
  test('names the card the browser reports and opens its earnings', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'gpu', { value: undefined });
      const original = WebGLRenderingContext.prototype.getParameter;
      WebGLRenderingContext.prototype.getParameter = function (this: WebGLRenderingContext, name: number) {
        // UNMASKED_RENDERER_WEBGL
        return name === 0x9246 ? 'ANGLE (NVIDIA, NVIDIA GeForce RTX 4090 Direct3D11 vs_5_0 ps_5_0, D3D11)' : original.call(this, name);
      };
    });
    await page.goto('/profitability-calculator/autodetect');
    await waitForApp(page);
    await expect(page.getByTestId('calc-detect-device')).toHaveText('NVIDIA RTX 4090');
    await page.getByTestId('calc-detect-open').click();
    await expect(page).toHaveURL(/\/profitability-calculator\/nvidia-rtx-4090$/);
    await expect(page.getByTestId('calc-device')).toBeVisible();
  });

  test('falls back to choosing by hand when the card is not recognised', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'gpu', { value: undefined }));
    await page.goto('/profitability-calculator/autodetect');
    await waitForApp(page);
    await expect(page.getByTestId('calc-detect')).toHaveAttribute('data-status', 'unknown');
    await page.getByTestId('calc-device-search').fill('S21 XP');
    await page.getByTestId('calc-device-option').filter({ hasText: 'Antminer S21 XP' }).click();
    await expect(page).toHaveURL(/\/profitability-calculator\/antminer-s21-xp$/);
  });
});

test.describe('the local detection app', () => {
  // The first press finds nothing listening: the browser logs the refused connection.
  test.use({ allowedProblem: /ERR_CONNECTION_REFUSED|Failed to fetch|127\.0\.0\.1:18000/i });

  test('says when the app does not answer, and names the card it reports once it runs', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'gpu', { value: undefined }));
    await page.goto('/profitability-calculator/autodetect');
    await waitForApp(page);
    const helper = page.getByTestId('calc-helper');
    await page.getByTestId('calc-helper-ask').click();
    await expect(helper).toHaveAttribute('data-state', 'absent');
    await expect(helper).toContainText('The detection app did not answer');

    // The app as the spec names it: JSON on 127.0.0.1:18000, allowing the site's origin.
    const app = http.createServer((req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.url !== '/devices') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          devices: [
            { name: 'AMD Ryzen 9 7950X', vendor: 'AMD' },
            { name: 'AMD Radeon RX 6800 XT', vendor: 'AMD' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve, reject) => app.once('error', reject).listen(18000, '127.0.0.1', resolve));
    try {
      await page.getByTestId('calc-helper-ask').click();
      await expect(helper).toHaveAttribute('data-state', 'answered');
      await expect(page.getByTestId('calc-detect-device')).toHaveText('AMD Radeon RX 6800 XT');
    } finally {
      await new Promise((resolve) => app.close(resolve));
    }
  });
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be reached|NetworkError/i });

  test('works after one visit on the last saved rates, saying as of when', async ({ page, context }) => {
    await openControlled(page, `${RTX}?kwh=0.2`);
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(/\$/);
    // The worker stores what the page reads once it controls the page: read it again under its control.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('calc-as-of')).toContainText('BTC to USD rate as of');

    await goOffline(context, page);
    // Read once offline: the page polls prices, so a figure read while online may be replaced by a newer answer (stored too) before the network goes.
    const profit = await page.getByTestId('calc-profit-fiat-day').textContent();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('calc-device').getByRole('heading', { level: 2 })).toHaveText('NVIDIA RTX 4090');
    await expect(page.getByTestId('calc-profit-fiat-day')).toHaveText(/\$/);
    await expect(page.getByTestId('calc-as-of')).toContainText('Paying prices as of');
    // The same stored answers give the same figure (the live prices may have moved since, the stored ones not).
    expect(await page.getByTestId('calc-profit-fiat-day').textContent()).toBe(profit);
    // The chart's history was kept too.
    await expect(page.getByTestId('calc-chart').locator('.time-chart__summary li')).toContainText('Profit per day: from');
    await context.setOffline(false);
  });
});
