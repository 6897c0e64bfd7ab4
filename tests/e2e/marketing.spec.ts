import { expect, test } from './support/test';

interface FeeInfo {
  sellFee: { intervals: Array<{ element: { value: number; type: string } }> };
}

test.describe('pricing page', () => {
  test('shows the fees of the fee info call as percentages', async ({ page, request }) => {
    const fees = (await (await request.get('/main/api/v2/public/service/fee/info')).json()) as FeeInfo;
    const firstSellFee = fees.sellFee.intervals[0]!.element;
    expect(firstSellFee.type).toBe('PERCENTAGE');
    await page.goto('/pricing');
    const sellerFees = page.getByTestId('seller-fees');
    // The fraction x100 with a % sign (0.02 -> "2%").
    await expect(sellerFees).toContainText(`${Number((firstSellFee.value * 100).toFixed(6))}%`);
    await expect(page.getByTestId('taker-fees')).toContainText('0.5%');
    await expect(page.getByTestId('buyer-fees').getByTestId('fee-value')).not.toHaveCount(0);
    const withdrawals = page.getByTestId('withdrawal-fees');
    await expect(withdrawals.locator('tbody tr')).not.toHaveCount(0);
    // Picked at once, even before the filter's island has hydrated (it keeps the choice: src/islands/control-values.ts).
    await page.getByLabel('Coin').selectOption('BTC');
    await expect.poll(async () => [...new Set(await withdrawals.locator('tbody th').allInnerTexts())]).toEqual(['BTC']);
  });
});

test.describe('algorithm list', () => {
  test('lists every enabled algorithm with live figures, sorted by price, with working links', async ({ page, request }) => {
    const { miningAlgorithms } = (await (await request.get('/main/api/v2/mining/algorithms')).json()) as {
      miningAlgorithms: Array<{ algorithm: string; enabled: boolean }>;
    };
    await page.goto('/algorithm');
    const rows = page.getByTestId('algorithm-row');
    await expect(rows).toHaveCount(miningAlgorithms.filter((a) => a.enabled).length);
    const prices = (await page.getByTestId('algorithm-price').allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
    expect(prices.every((price) => price > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.getByTestId('sort-orders').click();
    await expect(page.locator('th[aria-sort="descending"]')).toContainText('Active orders');

    await page.getByRole('link', { name: 'SHA256', exact: true }).click();
    await expect(page).toHaveURL(/\/algorithm\/sha256$/);
    await expect(page.getByTestId('algorithm-figures')).toContainText('BTC/PH/day');
  });
});

test.describe('algorithm page', () => {
  test('shows stratum addresses per location with copy buttons and example earnings', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/algorithm/sha256');
    const addresses = page.getByTestId('stratum-address');
    await expect(addresses).toHaveCount(2);
    await expect(addresses.nth(0)).toContainText('stratum+tcp://sha256.eu-west.hashvale.example:9200');
    await expect(addresses.nth(1)).toContainText('stratum+tcp://sha256.usa-west.hashvale.example:9200');
    await addresses
      .nth(1)
      .getByRole('button', { name: /Copy the USA-West address/ })
      .click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('stratum+tcp://sha256.usa-west.hashvale.example:9200');
    await expect(page.getByTestId('algorithm-devices').locator('tbody tr')).not.toHaveCount(0);
    await expect(page.getByTestId('algorithm-devices')).toContainText('BTC/day');
  });

  test('says so inside the page for an unknown algorithm', async ({ page }) => {
    await page.goto('/algorithm/no-such-algo');
    await expect(page.getByTestId('algorithm-not-found')).toContainText('no-such-algo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

test.describe('mining hardware', () => {
  test('lists the devices grouped by GPU, CPU and ASIC with their best algorithm', async ({ page, request }) => {
    const { devices } = (await (await request.get('/main/api/v2/public/profcalc/devices')).json()) as { devices: Array<{ name: string }> };
    await page.goto('/mining-hardware');
    await expect(page.getByTestId('device-row')).toHaveCount(devices.length);
    for (const category of ['GPU', 'CPU', 'ASIC']) await expect(page.getByTestId(`devices-${category}`)).toBeVisible();
    await expect(page.getByTestId('devices-ASIC')).toContainText('SHA256');
    await expect(page.getByTestId('devices-ASIC').locator('tbody tr').first()).toContainText('BTC/day');
  });
});

test.describe('marketing pages', () => {
  test('the marketplace shows the five busiest algorithms and the article', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(page.getByTestId('marketplace-summary-row')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Standard and fixed orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an order' })).toHaveAttribute('href', '/my/marketplace/order/create');
  });

  test('the docker miner page shows the docker run command', async ({ page }) => {
    await page.goto('/docker-miner');
    const command = page.getByTestId('docker-command');
    await expect(command).toContainText('-e BTC_ADDRESS=');
    await expect(command).toContainText('registry.hashvale.example/miner:latest');
  });

  test('the private endpoint page explains the quote and the application steps', async ({ page }) => {
    await page.goto('/private-endpoint-solution/quote');
    await expect(page.getByTestId('endpoint-quote')).toContainText('What to prepare');
    await page.getByRole('link', { name: 'Application', exact: true }).click();
    await expect(page.getByTestId('endpoint-application')).toBeVisible();
  });

  test('the home page shows marketplace totals and paths for sellers and buyers', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('total-orders')).toHaveText(/[1-9]/);
    await expect(page.getByRole('heading', { name: 'Sell your hash power' })).toBeVisible();
    await page.getByRole('link', { name: 'Connect an ASIC' }).click();
    await expect(page).toHaveURL(/\/asic-mining$/);
    await expect(page.getByTestId('stratum-address')).toHaveCount(4);
  });
});
