/**
 * The mining-address page (issue 32): /miner/<a sample address> lands on
 * /my/miner/<address> with the address's rigs, payouts, and a "Why did I earn
 * less?" breakdown whose shown parts add up to the shown gap; a bad address
 * gets a message, not a crash.
 */
import { expect, test, waitForApp } from './support/test';

test.use({ serviceWorkers: 'block' });

/** A sample address whose rigs are offline part of the day (docs/sample-data.md). */
const ADDRESS = '1HashvaeDowntimeHours1111111111';
/** "0.00001234" or "-0.00000012" (English digits) as satoshi. */
const sats = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 1e8);

test('/miner/{address} lands on the address page with its rigs and a breakdown that adds up', async ({ page }) => {
  await page.goto(`/miner/${ADDRESS}?lang=en`);
  await page.waitForURL((url) => url.pathname === `/my/miner/${ADDRESS}`);
  await waitForApp(page);
  await expect(page.getByTestId('miner-address')).toContainText(ADDRESS);
  await expect(page.getByTestId('miner-rig').first()).toBeVisible();
  await expect(page.getByTestId('miner-unpaid')).toContainText('BTC');
  // Each rig says what it is made of, and the speed it reports beside the speed accepted, with units.
  for (const rig of await page.getByTestId('miner-rig').all()) {
    await expect(rig.getByTestId('miner-rig-devices')).toHaveText(/^\d+ × \S.*/);
    const reported = rig.getByTestId('miner-rig-reported');
    if ((await reported.textContent()) === '–') continue;
    await expect(reported).toHaveText(/^[\d,.]+ \S*H\/s$/);
    await expect(rig.getByTestId('miner-rig-accepted')).toHaveText(/^[\d,.]+ \S*H\/s$/);
    const [r, a] = await Promise.all([reported.textContent(), rig.getByTestId('miner-rig-accepted').textContent()]);
    expect(Number(r!.split(' ')[0]!.replace(/,/g, ''))).toBeGreaterThan(Number(a!.split(' ')[0]!.replace(/,/g, '')));
  }

  const gap = page.getByTestId('earnings-gap');
  await expect(gap).toBeVisible();
  const parts = gap.getByTestId('gap-part');
  await expect(parts).toHaveCount(5);
  const partTexts = await parts.locator('td:nth-child(2)').allTextContents();
  const total = sats((await gap.getByTestId('gap-total').locator('td').first().textContent()) ?? '');
  const estimate = sats((await gap.getByTestId('gap-estimate').textContent()) ?? '');
  const earned = sats((await gap.getByTestId('gap-earned').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  expect(partTexts.map(sats).reduce((a, b) => a + b, 0)).toBe(total);
  expect(estimate - earned).toBe(total);
  // Largest first.
  const amounts = partTexts.map(sats);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  // This address was offline part of the day: that part is not zero.
  expect(Number(await gap.locator('[data-part="offline"]').getAttribute('data-sats'))).toBeGreaterThan(0);

  // Another day gives another breakdown, which adds up too.
  const days = await page.getByTestId('gap-day').locator('option').allTextContents();
  await page.getByTestId('gap-day').selectOption(days[1]!);
  await expect(gap.getByTestId('gap-total')).not.toHaveAttribute('data-sats', String(total));
  const again = (await parts.locator('td:nth-child(2)').allTextContents()).map(sats).reduce((a, b) => a + b, 0);
  expect(again).toBe(sats((await gap.getByTestId('gap-total').locator('td').first().textContent()) ?? ''));
  // The day is in the address: the link opened afresh shows that day's breakdown.
  await expect(page).toHaveURL(new RegExp(`[?&]day=${days[1]}`));
  const shownTotal = await gap.getByTestId('gap-total').getAttribute('data-sats');
  await page.goto(page.url());
  await expect(page.getByTestId('gap-day')).toHaveValue(days[1]!);
  await expect(page.getByTestId('earnings-gap').getByTestId('gap-total')).toHaveAttribute('data-sats', shownTotal!);

  await expect(page.getByTestId('miner-payouts').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('miner-payouts').locator('a[href^="https://"]').first()).toBeVisible();
});

test('a bad address gets a clear message', async ({ page }) => {
  await page.goto('/my/miner/not-an-address?lang=en');
  await waitForApp(page);
  await expect(page.getByTestId('miner-bad-address')).toContainText('not a bitcoin payout address');
  await expect(page.getByTestId('miner-rigs-block')).toHaveCount(0);
});

test('on a 390 px phone each rig name reads on one line: the table scrolls rather than break it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/my/miner/${ADDRESS}`);
  await waitForApp(page);
  const names = page.getByTestId('miner-rig').locator('th[scope="row"]');
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) {
    const lines = await name.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await name.textContent()) ?? '').toBe(1);
  }
});

test('on a 390 px phone the breakdown fits: its amounts are on screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/my/miner/${ADDRESS}`);
  await waitForApp(page);
  const gap = page.getByTestId('earnings-gap');
  await expect(gap.getByTestId('gap-total')).toBeVisible();
  for (const cell of await gap.locator('td.table__number').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, (await cell.textContent()) ?? '').toBeLessThanOrEqual(390);
  }
});
