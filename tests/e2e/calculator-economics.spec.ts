/**
 * The calculator's "Fees, prices and the next 12 months" (issue 32): on a
 * link with a device the waterfall's steps add up to the net shown in every
 * column, the scenario's month-12 cumulative is the sum of its months, the
 * CSV carries the same figures as the tables, and the inputs (withdrawal
 * method, both assumptions) survive a reload through the address.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';

const RTX = '/profitability-calculator/nvidia-rtx-4090?kwh=0.12';
const STEPS = ['gross', 'sellerFee', 'withdrawalFee', 'electricity'] as const;
const COLUMNS = ['day-btc', 'day-usd', 'day-eur', 'month-btc', 'month-usd', 'month-eur'] as const;

/** A figure as shown ("$1,234.56", "-$0.42", "0.00010400") or written in the CSV as integer units of its last digit. */
function units(text: string): number {
  const negative = /[-−]/.test(text);
  const digits = text.replace(/[^\d]/g, '');
  expect(digits, text).not.toBe('');
  return (negative ? -1 : 1) * Number(digits);
}

async function cell(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).textContent()) ?? '').trim();
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
  const section = page.getByTestId('economics');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('econ-waterfall')).toBeVisible();
  // The USD and EUR rates have arrived when both nets are figures.
  await expect(page.getByTestId('econ-wf-net-day-eur')).toHaveText(/\d/);
  await expect(page.getByTestId('econ-wf-net-day-usd')).toHaveText(/\d/);
  return section;
}

test("the waterfall adds up to its net, the scenario's month 12 is the sum of its months, and the CSV agrees with the tables", async ({ page }) => {
  test.setTimeout(90_000);
  const section = await open(page, RTX);

  for (const column of COLUMNS) {
    const steps = await Promise.all(STEPS.map((step) => cell(page, `econ-wf-${step}-${column}`)));
    const net = await cell(page, `econ-wf-net-${column}`);
    expect(
      steps.map(units).reduce((a, b) => a + b, 0),
      `${column}: ${steps.join(' + ')} = ${net}`,
    ).toBe(units(net));
  }

  const profits = (await section.getByTestId('econ-scenario-profit').allTextContents()).map(units);
  expect(profits).toHaveLength(12);
  const cumulative = (await section.getByTestId('econ-scenario-cumulative').allTextContents()).map(units);
  expect(cumulative.at(-1)).toBe(profits.reduce((a, b) => a + b, 0));
  const bars = await section
    .getByTestId('econ-scenario-chart')
    .locator('[data-value]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-value') ?? ''));
  expect(bars.map(units)).toEqual(profits);

  // The averages arrive when the section is near the screen.
  await expect(page.getByTestId('econ-revenue-btc-30d')).toHaveText(/\d/, { timeout: 30_000 });

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByTestId('econ-csv').click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('section,row,column,value');
  const csv = new Map(
    lines.slice(1).map((line) => {
      const [s, row, column, value] = line.split(',');
      return [`${s}/${row}/${column}`, value ?? ''];
    }),
  );
  for (const step of [...STEPS, 'net'] as const) {
    for (const column of COLUMNS) {
      const csvColumn = column.replace('-', '_');
      expect(units(csv.get(`waterfall/${step}/${csvColumn}`)!), `${step} ${column}`).toBe(units(await cell(page, `econ-wf-${step}-${column}`)));
    }
  }
  for (const span of ['spot', '24h', '7d', '30d']) {
    expect(units(csv.get(`rig_revenue_btc_per_day/rig/${span}`)!), span).toBe(units(await cell(page, `econ-revenue-btc-${span}`)));
  }
  profits.forEach((profit, i) => expect(units(csv.get(`scenario/month_${i + 1}/profit_usd`)!)).toBe(profit));
  expect(units(csv.get('scenario/month_12/cumulative_usd')!)).toBe(cumulative.at(-1));
  expect(units(csv.get('break_even/kwh_price_usd/value')!)).toBe(units(await cell(page, 'econ-even-kwh').then((t) => t.split(' ')[0]!)));
});

test("the withdrawal method and the scenario's assumptions are in the address and survive a reload", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, RTX);
  const chainFee = await cell(page, 'econ-wf-withdrawalFee-month-btc');
  await page.getByTestId('econ-withdrawal-lightning').check();
  await expect(page.getByTestId('econ-wf-withdrawalFee-month-btc')).not.toHaveText(chainFee);
  await page.getByTestId('econ-difficultyPct').fill('3.5');
  await page.getByTestId('econ-btcPricePct').fill('-1');
  await expect(page).toHaveURL(/wd=ln&dd=3\.5&bp=-1$/);
  // The scenario's shape is the assumptions' alone; its level follows the live price, which may tick during the reload.
  const trend = await scenarioTrend(page);
  const lightningFee = await cell(page, 'econ-wf-withdrawalFee-month-btc');

  await page.reload();
  await open(page, page.url());
  await expect(page.getByTestId('econ-withdrawal-lightning')).toBeChecked();
  await expect(page.getByTestId('econ-difficultyPct')).toHaveValue('3.5');
  await expect(page.getByTestId('econ-btcPricePct')).toHaveValue('-1');
  await expect(page.getByTestId('econ-wf-withdrawalFee-month-btc')).toHaveText(lightningFee);
  await expect(page.getByTestId('econ-scenario-row')).toHaveCount(12);
  const again = await scenarioTrend(page);
  expect(again.electricity).toEqual(trend.electricity);
  expect(Math.abs(again.btcRate - trend.btcRate)).toBeLessThan(0.001);
  expect(Math.abs(again.revenue - trend.revenue)).toBeLessThan(0.005);
});

/** Month 12 against month 1 of the scenario table: the BTC rate's and the revenue's ratios (set by the assumptions), and the electricity cells. */
async function scenarioTrend(page: Page): Promise<{ btcRate: number; revenue: number; electricity: string[] }> {
  const rows = page.getByTestId('econ-scenario-row');
  const cells = async (row: number) => (await rows.nth(row).locator('td').allTextContents()).map((text) => text.trim());
  const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
  const [first, last] = [await cells(0), await cells(11)];
  return {
    btcRate: amount(last[0]!) / amount(first[0]!),
    revenue: amount(last[1]!) / amount(first[1]!),
    electricity: [first[2]!, last[2]!],
  };
}

test('a display currency other than USD and EUR gets its own columns, which add up too', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, RTX);
  await expect(page.getByTestId('econ-wf-net-day-gbp')).toHaveCount(0);
  // The footer's selector, a page of islands' island, lists every currency once a visitor scrolls to it.
  await page.getByTestId('currency-selector').scrollIntoViewIfNeeded();
  await page.getByTestId('currency-selector').selectOption('GBP');
  await expect(page.getByTestId('econ-wf-net-month-gbp')).toHaveText(/£\d/);
  // The calculator's own currency stays USD (it has USD and EUR only), so the USD columns stay.
  await expect(page.getByTestId('econ-wf-net-month-usd')).toHaveText(/\$\d/);
  for (const column of ['day-gbp', 'month-gbp']) {
    const steps = await Promise.all(STEPS.map((step) => cell(page, `econ-wf-${step}-${column}`)));
    expect(steps.map(units).reduce((a, b) => a + b, 0)).toBe(units(await cell(page, `econ-wf-net-${column}`)));
  }
});

test('a calculator with no device asks for the BTC rate of its own currency only; the others come with a device', async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    const match = /\/exchangeRate\/profcalcRates\/([A-Z]+)/.exec(request.url());
    if (match) asked.add(match[1]!);
  });
  await page.goto('/profitability-calculator');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect([...asked]).toEqual(['USD']);
  await open(page, RTX);
  await expect.poll(() => asked.has('EUR')).toBe(true);
});
