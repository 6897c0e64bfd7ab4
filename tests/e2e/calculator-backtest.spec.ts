/**
 * The calculator's back-test (issue 32): what a rig would have earned each
 * day of the last 90 days. The chart, the table and the CSV agree to the last
 * digit shown, and the totals are the sums of the days as shown.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, waitForApp } from './support/test';

const RIG = '/profitability-calculator/nvidia-rtx-4090/amd-rx-7900-xtx?q1=2&bt=90';
const DAYS = 90;

/** A figure as the page shows it ("$1,234.56", "-$0.42") or the CSV writes it ("1234.56") as integer units of its last digit. */
function units(text: string): number {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, text).not.toBe('');
  return (negative ? -1 : 1) * Number(digits);
}

const COLUMNS = ['revenue', 'fee', 'electricity', 'profit-fiat', 'profit-btc'] as const;
/** The CSV's header name of each column of the table (the fiat ones named for the currency). */
const CSV_COLUMNS: Record<(typeof COLUMNS)[number], string> = {
  revenue: 'revenue_btc',
  fee: 'seller_fee_btc',
  electricity: 'electricity_usd',
  'profit-fiat': 'profit_usd',
  'profit-btc': 'profit_btc',
};

test('a rig over 90 days: the chart, the table and the CSV agree to the last digit shown, and the totals are the sums of the days', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(RIG);
  await waitForApp(page);
  const section = page.getByTestId('backtest');
  await section.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('backtest-span-90')).toBeChecked();
  const rows = section.getByTestId('backtest-day');
  await expect(rows).toHaveCount(DAYS, { timeout: 30_000 });

  const table: Record<string, number[]> = {};
  for (const column of COLUMNS) table[column] = (await rows.locator(`[data-col="${column}"]`).allTextContents()).map(units);
  const totals = section.getByTestId('backtest-total');
  for (const column of COLUMNS) {
    const total = units((await totals.locator(`[data-col="${column}"]`).textContent()) ?? '');
    expect(
      table[column]!.reduce((sum, v) => sum + v, 0),
      `${column}: the total is the sum of the days as shown`,
    ).toBe(total);
  }

  // The chart: one bar a day, each the day's profit as the table shows it.
  const chart = section.getByTestId('backtest-chart');
  await expect(chart).toHaveAttribute('data-bars', String(DAYS));
  const bars = await chart.locator('[data-value]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-value') ?? ''));
  expect(bars).toHaveLength(DAYS);
  expect(bars.map(units)).toEqual(table['profit-fiat']);

  // The CSV: the same days and totals, to the same digits.
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('backtest-csv').click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  const header = csv[0]!.split(',');
  const lines = csv.slice(1).map((line) => line.split(','));
  expect(lines).toHaveLength(DAYS + 1);
  expect(lines.at(-1)![0]).toBe('total');
  const dates = await rows.locator('time').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')));
  expect(lines.slice(0, DAYS).map((line) => line[0])).toEqual(dates);
  for (const column of COLUMNS) {
    const at = header.indexOf(CSV_COLUMNS[column]);
    expect(at, CSV_COLUMNS[column]).toBeGreaterThan(-1);
    expect(
      lines.slice(0, DAYS).map((line) => units(line[at]!)),
      column,
    ).toEqual(table[column]);
    expect(units(lines.at(-1)![at]!), `${column} total`).toBe(units((await totals.locator(`[data-col="${column}"]`).textContent()) ?? ''));
  }
});

test('the span is in the link: a fresh visit to it shows the same days', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const first = await browser.newPage({ baseURL });
  await first.goto('/profitability-calculator/nvidia-rtx-4090');
  await waitForApp(first);
  await first.getByTestId('backtest').scrollIntoViewIfNeeded();
  await first.getByTestId('backtest-span-90').check();
  await expect(first).toHaveURL(/[?&]bt=90/);
  await expect(first.getByTestId('backtest-day')).toHaveCount(DAYS, { timeout: 30_000 });
  // Revenue in BTC: from the kept history alone (the fiat columns follow the live BTC rate).
  const revenue = first.getByTestId('backtest-total').locator('[data-col="revenue"]');
  const total = await revenue.textContent();

  const fresh = await browser.newPage({ baseURL });
  await fresh.goto(first.url());
  await waitForApp(fresh);
  await fresh.getByTestId('backtest').scrollIntoViewIfNeeded();
  await expect(fresh.getByTestId('backtest-day')).toHaveCount(DAYS, { timeout: 30_000 });
  await expect(fresh.getByTestId('backtest-total').locator('[data-col="revenue"]')).toHaveText(total!);
  await first.close();
  await fresh.close();
});

for (const width of [390, 1366]) {
  test(`at ${width} px the chart's date labels do not touch`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(RIG);
    await waitForApp(page);
    const section = page.getByTestId('backtest');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('backtest-day')).toHaveCount(DAYS, { timeout: 30_000 });

    const labels = await section.locator('.bar-chart__label').evaluateAll((nodes) =>
      nodes.map((n) => {
        const box = (n as SVGGraphicsElement).getBoundingClientRect();
        return { text: n.textContent, left: box.left, right: box.right };
      }),
    );
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < labels.length; i++) {
      expect(labels[i]!.left, `${labels[i - 1]!.text} then ${labels[i]!.text}`).toBeGreaterThan(labels[i - 1]!.right);
    }
  });
}

test('read from the top, the back-test fetches nothing and says nothing is loading until it nears the screen', async ({ page }) => {
  test.setTimeout(60_000);
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/historyForInterval')) asked++;
  });
  await page.goto(RIG);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const section = page.getByTestId('backtest');
  await expect(section).toBeAttached();
  expect(asked).toBe(0);
  await expect(section.getByRole('status')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('backtest-day')).toHaveCount(DAYS, { timeout: 30_000 });
  expect(asked).toBeGreaterThan(0);
});
