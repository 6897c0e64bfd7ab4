/**
 * The transparent white bar of the marketing pages (spec section 2, issue 36
 * item 25), on every page of TRANSPARENT_NAV_ROUTES: see-through over the
 * page's dark hero at the top, filled with the hero's navy once scrolled, and
 * the white bar elsewhere. (Moved here from shell.spec.ts, which had only home
 * and is at the 300-line limit.)
 */
import type { Page } from '@playwright/test';
import { buildPath, TRANSPARENT_NAV_ROUTES } from '../../src/config/paths';
import { hasDarkHero } from '../../src/components/page/dark-hero';
import { COOKIE_CONSENT_COOKIE } from '../../src/lib/storage';
import { expect, test, waitForApp } from './support/test';

/** The alpha of the header's computed background colour. */
async function headerAlpha(page: Page): Promise<number> {
  return page.locator('header.header').evaluate((el) => {
    const colour = getComputedStyle(el).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? parts[3]! : 1;
  });
}

test.use({ serviceWorkers: 'block' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // The marketplace keeps its light hero while it becomes a trading view (dark-hero.ts).
    for (const name of [...TRANSPARENT_NAV_ROUTES].filter(hasDarkHero)) {
      const path = buildPath(name);
      test(`${path} draws the transparent bar over its dark hero, solid once scrolled`, async ({ page, baseURL }) => {
        // The cookie notice, shown until accepted, is drawn above the bar and keeps it white (docs/design.md).
        await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
        await page.goto(path);
        await waitForApp(page);
        const header = page.locator('header.header');
        await expect(header).toHaveClass(/header--transparent/);
        const hero = page.locator('main [data-hero]').first();
        await expect(hero).toBeVisible();
        const heroBox = (await hero.boundingBox())!;
        const headerBox = (await header.boundingBox())!;
        // The hero starts at the top of the page, under the bar, and its title clears the bar.
        expect(heroBox.y).toBe(0);
        const title = (await hero.locator('h1').boundingBox())!;
        expect(title.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        expect(await headerAlpha(page)).toBeLessThan(0.5);
        await page.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => headerAlpha(page)).toBeGreaterThan(0.9);
      });
    }
  });
}

test('keeps the white bar on a page outside the list', async ({ page }) => {
  await page.goto('/pricing');
  await waitForApp(page);
  await expect(page.locator('header.header')).not.toHaveClass(/header--transparent/);
  expect(await headerAlpha(page)).toBe(1);
});
