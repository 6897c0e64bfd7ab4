/**
 * Nothing on screen moves while a server-rendered page hydrates and its data
 * arrives (issue 18: CLS under 0.02 on the key pages; issue 39: the pricing
 * page and a help search). Cold loads on a phone,
 * the layout shifts summed as the browser reports them. `npm run bench:cls`
 * and `bench:web` measure the same under throttling; this is the bounded check.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Sums the page's layout shifts (not those after input) in `window.layoutShift`, from before any script runs. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

const PAGES = [
  '/',
  '/algorithm/scrypt',
  '/stratum-generator',
  '/blog/post/amsterdam-hashing',
  '/pricing',
  '/support/search?q=withdraw',
  '/my/miner/1HashvaeRejectedShares111111111',
];

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

for (const path of PAGES) {
  test(`${path} does not shift while it hydrates and loads its data`, async ({ page }) => {
    await watchShifts(page);
    await page.goto(path);
    // Hydrated whole, or a page of islands (docs/rendering.md) whose script is up.
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', /^(hydrated|islands)$/);
    await page.waitForLoadState('networkidle');
    // The live blocks have drawn their data.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

// A page the browser draws itself (the service worker's shell; here a query the server does not render for) loads the fees after it is up.
for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`/pricing drawn in the browser keeps the fee tables' room while they load, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await watchShifts(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/service/fee/info', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pricing?drawn=browser');
    const fees = page.getByTestId('pricing-fees');
    await expect(fees).toHaveAttribute('aria-busy', 'true');
    const reserved = (await fees.boundingBox())!.height;
    release();
    await expect(fees).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('withdrawal-fees')).toBeVisible();
    const drawn = (await fees.boundingBox())!.height;
    // The reserve is the tables' height within a tenth (reserved-heights.css): more coins or tiers, measure again.
    expect(Math.abs(reserved - drawn) / drawn, `reserved ${reserved} px, drawn ${drawn} px`).toBeLessThan(0.1);
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });
}

// The calculator's back-test loads its history once it nears the screen: its block keeps the room of what it draws.
for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`the calculator's back-test keeps its room while the history loads, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/historyForInterval**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/profitability-calculator/nvidia-rtx-4090/amd-rx-7900-xtx?q1=2&bt=90');
    await page.getByTestId('backtest').scrollIntoViewIfNeeded();
    const block = page.locator('[data-reserve="backtest"]');
    await expect(block).toHaveAttribute('aria-busy', 'true');
    const reserved = (await block.boundingBox())!.height;
    release();
    await expect(block).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('backtest-day')).toHaveCount(90);
    const drawn = (await block.boundingBox())!.height;
    expect(Math.abs(reserved - drawn) / drawn, `reserved ${reserved} px, drawn ${drawn} px`).toBeLessThan(0.05);
  });
}
