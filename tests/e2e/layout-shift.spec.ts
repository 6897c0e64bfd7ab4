/**
 * Nothing on screen moves while a server-rendered page hydrates and its data
 * arrives (issue 18: CLS under 0.02 on the key pages). Cold loads on a phone,
 * the layout shifts summed as the browser reports them. `npm run bench:cls`
 * and `bench:web` measure the same under throttling; this is the bounded check.
 */
import { expect, test } from './support/test';

const PAGES = ['/', '/algorithm/scrypt', '/stratum-generator', '/blog/post/amsterdam-hashing'];

test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

for (const path of PAGES) {
  test(`${path} does not shift while it hydrates and loads its data`, async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
    await page.waitForLoadState('networkidle');
    // The live blocks have drawn their data.
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.02);
  });
}
