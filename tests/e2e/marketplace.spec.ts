import { expect, test, waitForApp } from './support/test';
import { goOffline, openControlled } from './pwa-support/service-worker';

test.describe('live marketplace', () => {
  test('the SCRYPT book in EU changes without a reload, and USA shows another book', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByTestId('book-algorithm')).toHaveValue('SCRYPT');
    const total = page.getByTestId('book-total-speed');
    await expect(total).toBeVisible();
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(page.getByTestId('book-status')).toHaveAttribute('data-mode', 'live');
    const first = await total.innerText();
    await expect(total).not.toHaveText(first, { timeout: 15_000 });

    const euRows = await page.getByTestId('order-book-row').allInnerTexts();
    await page.getByTestId('book-location-USA').check();
    await expect.poll(async () => (await page.getByTestId('order-book-row').allInnerTexts()).join('|')).not.toBe(euRows.join('|'));
  });

  test('on a phone the order book says "Live" beside its heading, and its controls do not touch', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/marketplace');
    await waitForApp(page);
    const status = page.getByTestId('book-status');
    await expect(status).toHaveAttribute('data-mode', 'live');
    const heading = (await page.locator('#live-book-heading').boundingBox())!;
    const badge = (await status.boundingBox())!;
    expect(badge.y + badge.height / 2, 'the badge is on the heading line').toBeGreaterThan(heading.y);
    expect(badge.y + badge.height / 2, 'the badge is on the heading line').toBeLessThan(heading.y + heading.height);
    // Each label stands clear of the control above it (the algorithm's label touched the search field).
    const controls = page.locator('.live-book__controls');
    const search = (await controls.getByRole('searchbox').boundingBox())!;
    const algorithmLabel = (await controls.locator('label', { hasText: /^Algorithm$/ }).boundingBox())!;
    expect(algorithmLabel.y - (search.y + search.height)).toBeGreaterThanOrEqual(8);
    const select = (await page.getByTestId('book-algorithm').boundingBox())!;
    const locationLegend = (await controls.locator('legend').boundingBox())!;
    expect(locationLegend.y - (select.y + select.height)).toBeGreaterThanOrEqual(8);
  });

  test('charts the paying price and total speed of the chosen algorithm over 24 h, with a text alternative', async ({ page }) => {
    await page.goto('/marketplace');
    const chart = page.getByTestId('market-chart');
    await expect(chart.getByRole('figure')).toContainText('Scrypt: paying price and total speed over the last 24 hours');
    // Drawn when it comes near the screen, not before: a chart below the fold costs the first load nothing.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.time-chart__canvas canvas').first()).toBeVisible();
    const lines = chart.locator('.time-chart__summary li');
    await expect(lines.nth(0)).toHaveText(/^Total speed: from [\d.,]+ TH\/s to /);
    await expect(lines.nth(1)).toHaveText(/^Paying price: from [\d.,]+ BTC\/TH\/day to /);
    await page.getByTestId('book-algorithm').selectOption('SHA256');
    await expect(chart.getByRole('figure')).toContainText('SHA256: paying price and total speed');
    await expect(lines.nth(1)).toContainText('BTC/PH/day');
  });

  test('draws a chart below the fold only when the reader scrolls to it', async ({ page }) => {
    // A short laptop screen: the trading view starts below it.
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/marketplace');
    await waitForApp(page);
    const chart = page.getByTestId('market-chart');
    await expect(chart.locator('.time-chart__summary li').first()).toHaveText(/^Total speed: from /);
    expect((await chart.boundingBox())!.y).toBeGreaterThan(420);
    await expect(chart.locator('.time-chart__canvas canvas')).toHaveCount(0);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.time-chart__canvas canvas').first()).toBeVisible();
  });

  test('at 1366x900 the chart and the order book share the first screen, side by side, with no tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/marketplace');
    await waitForApp(page);
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Market view' })).toBeHidden();
    const chart = (await page.getByTestId('market-chart').boundingBox())!;
    const book = (await page.getByTestId('order-book').boundingBox())!;
    const firstRow = (await page.getByTestId('order-book-row').first().boundingBox())!;
    expect(chart.y + 220, 'the chart is in the first screen').toBeLessThan(900);
    expect(firstRow.y + firstRow.height, "the book's first order is in the first screen").toBeLessThan(900);
    expect(chart.x + chart.width, 'the chart is left of the book').toBeLessThanOrEqual(book.x);
    expect(Math.abs(chart.y - book.y), 'side by side, not stacked').toBeLessThan(80);
    // Every column of the book, Alive the last, shows without scrolling the table sideways.
    const alive = (await page.getByTestId('order-book').locator('thead th').last().boundingBox())!;
    expect(alive.x + alive.width).toBeLessThanOrEqual(book.x + book.width + 1);
    const scroller = page.getByTestId('order-book').locator('xpath=..');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  });

  test('shows the top 20 orders and the whole book on request', async ({ page }) => {
    await page.goto('/marketplace');
    const rows = page.getByTestId('order-book-row');
    await expect(rows).toHaveCount(20);
    const more = page.getByTestId('order-book-all');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await rows.count()).toBeGreaterThan(20);
  });

  test('lists the exchange markets in pair order, with a day of candles and the latest trades of the chosen one', async ({ page }) => {
    await page.goto('/marketplace');
    const section = page.getByTestId('exchange-markets');
    const rows = section.getByTestId('exchange-market');
    await expect(rows.first()).toBeVisible();
    const symbols = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-symbol')!));
    // Quote currencies EUR, USD, CNY, GBP, RUB first (spec 9), then the rest by name.
    const quotes = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('th .muted')!.textContent!.replace('/', '').trim()));
    const rank = (q: string) => {
      const i = ['EUR', 'USD', 'CNY', 'GBP', 'RUB'].indexOf(q);
      return i === -1 ? 5 : i;
    };
    const ranks = quotes.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(symbols).toContain('BTCUSDT');
    // Each coin by its colour, symbol and full name.
    await expect(section.locator('[data-symbol="BTCUSDT"] th .coin-mark__name')).toHaveText('Bitcoin');
    await expect(rows.first().locator('td').nth(1)).toHaveText(/^[+-]?\d+\.\d{2}%|^0\.00%|^–$/);

    const chart = page.getByTestId('exchange-chart');
    await expect(chart.getByRole('figure')).toContainText('BTC/USDT: one-minute candles over the last 24 hours');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.time-chart__canvas canvas').first()).toBeVisible();
    const trades = page.getByTestId('exchange-trade');
    await expect(trades).toHaveCount(15);
    await expect(trades.first().locator('td').nth(1)).toHaveText(/^(Buy|Sell)$/);

    const other = symbols.find((s) => s !== 'BTCUSDT')!;
    await page.locator(`[data-symbol="${other}"]`).getByTestId('exchange-market-show').click();
    await expect(page.locator(`[data-symbol="${other}"]`)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('exchange-trades').locator('caption')).not.toContainText('BTC/USDT');
  });

  test('the estimate gives more speed at a higher price', async ({ page }) => {
    await page.goto('/marketplace');
    const price = page.getByTestId('book-estimate-price');
    const result = page.getByTestId('book-estimate-result');
    await price.fill('0.0000001');
    await expect(result).toContainText(/about 0 /);
    await price.fill('1000');
    await expect(result).not.toContainText(/about 0 /);
  });

  test('a websocket client following the exchange protocol receives t.u for BTCUSDT', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/marketplace');
    const message = await page.evaluate(
      () =>
        new Promise<{ m: string; t: Array<{ d: string; p: number; q: number; ts: number }> }>((resolve, reject) => {
          const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/exchange/api/v2/ws/BTCUSDT`);
          ws.onopen = () => ws.send(JSON.stringify({ m: 'subscribe.trades' }));
          ws.onerror = () => reject(new Error('socket error'));
          ws.onmessage = (event) => {
            const msg = JSON.parse(String(event.data));
            if (msg.m === 't.u') {
              ws.close();
              resolve(msg);
            }
          };
        }),
    );
    expect(message.t.length).toBeGreaterThan(0);
    expect(message.t[0]!.p).toBeGreaterThan(1000);
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the order book and the chart are tabs, by keyboard and by touch, the chart drawn when shown', async ({ page }) => {
    await page.goto('/marketplace');
    await waitForApp(page);
    const tabs = page.getByRole('tablist', { name: 'Market view' });
    const bookTab = tabs.getByRole('tab', { name: 'Order book' });
    const chartTab = tabs.getByRole('tab', { name: 'Chart' });
    await expect(bookTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(page.getByTestId('market-chart')).toBeHidden();
    // Keyboard: the selected tab is the one in the Tab order; an arrow moves to the chart and shows it.
    await bookTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(chartTab).toBeFocused();
    await expect(chartTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('order-book')).toBeHidden();
    const chart = page.getByTestId('market-chart');
    await expect(chart).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.time-chart__canvas canvas').first()).toBeVisible();
    // Touch: a tap on the book's tab shows the book again.
    await bookTab.tap();
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(chart).toBeHidden();
    // The tab outlives the book reloading for another location.
    await chartTab.click();
    await page.getByTestId('book-location-USA').check();
    await expect(chartTab).toHaveAttribute('aria-selected', 'true');
    await expect(chart).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each exchange market is one compact row, and the table scrolls sideways in its box rather than the page', async ({ page }) => {
    await page.goto('/marketplace');
    const rows = page.getByTestId('exchange-markets').getByTestId('exchange-market');
    await expect(rows.first()).toBeVisible();
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    // One line of text beside a 40 px button: the Chart label once broke letter by letter (rows ~135 px).
    expect(Math.max(...heights)).toBeLessThanOrEqual(64);
    const scroll = rows.first().locator('xpath=ancestor::div[contains(@class, "table-scroll")][1]');
    expect(await scroll.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be reached|NetworkError|WebSocket/i });

  test('the last book, bitcoin price, markets and trades stay readable, saying as of when', async ({ page, context }) => {
    await openControlled(page, '/marketplace');
    // The worker stores what the page reads once it controls it: read it again under its control.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(page.getByTestId('exchange-trade').first()).toBeVisible();
    await expect(page.getByTestId('exchange-chart').getByRole('figure')).toBeVisible();
    await page.waitForLoadState('networkidle');

    await goOffline(context, page);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('order-book-row').first()).toBeVisible();
    await expect(page.getByTestId('book-status')).toContainText(/^As of /);
    await expect(page.getByTestId('marketplace-btc').getByTestId('btc-price-value')).toHaveText(/^\$\d/);
    await expect(page.getByTestId('marketplace-btc').getByTestId('btc-change')).toBeVisible();
    await expect(page.getByTestId('exchange-trade').first()).toBeVisible();
    await expect(page.getByTestId('market-chart').getByRole('figure')).toBeVisible();
    // The candles URL moves with the time; the worker keys it without the window.
    await expect(page.getByTestId('exchange-chart').getByRole('figure')).toBeVisible();
    await context.setOffline(false);
  });
});
