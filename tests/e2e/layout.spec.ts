/**
 * Every route of the route table, with its samples, opened directly (a fresh
 * page, no earlier navigation) at a phone's and a laptop's width: nothing
 * scrolls sideways or pokes past the viewport, the header's links and buttons
 * are readable against what is behind them, no icon is drawn at a poster's
 * size, and every styled block in <main> found its stylesheet.
 * `npm run shots` takes the screenshots a person looks at.
 */
import { buildPath, ROUTES } from '../../src/config/paths';
import { measureLayout } from './support/layout-checks';
import { expect, test, waitForApp } from './support/test';

export const LAYOUT_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

test.use({ serviceWorkers: 'block' });

for (const viewport of LAYOUT_WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of ROUTES) {
      for (const sample of route.samples ?? [{}]) {
        const path = buildPath(route.name, sample);
        test(`${path} fits, is readable and is styled`, async ({ page }) => {
          await page.goto(path);
          await waitForApp(page);
          await page.waitForLoadState('networkidle');
          const report = await measureLayout(page);
          expect(report, JSON.stringify(report, null, 1)).toEqual({
            overflowPx: 0,
            tooWide: [],
            lowContrast: [],
            hugeIcons: [],
            unstyledBlocks: [],
          });
        });
      }
    }
  });
}

test.describe('the More menu at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens fully inside the viewport and leaves the cookie notice on top', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    await page.getByRole('button', { name: 'More' }).click();
    const popup = page.locator('.more-menu .menu__popup');
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    const notice = page.locator('.cookie-notice');
    await expect(notice).toBeVisible();
    const accept = notice.getByRole('button');
    const center = (await accept.boundingBox())!;
    const onTop = await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.cookie-notice')), {
      x: center.x + center.width / 2,
      y: center.y + center.height / 2,
    });
    expect(onTop).toBe(true);
  });
});

/**
 * What the first screen holds that a floating notice would hide: whatever
 * takes a press or a focus, and the cards. Reads each one's box and the
 * notice's; anything of the first screen that overlaps the notice is named.
 */
async function coveredByCookieNotice(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const notice = document.querySelector('.cookie-notice');
    if (!notice) return ['no cookie notice'];
    const n = notice.getBoundingClientRect();
    const candidates = document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), .card');
    const covered: string[] = [];
    for (const el of candidates) {
      if (notice.contains(el) || el.contains(notice) || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      const inFirstScreen = r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
      const overlaps = r.left < n.right && r.right > n.left && r.top < n.bottom && r.bottom > n.top;
      if (inFirstScreen && overlaps) covered.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return covered;
  });
}

for (const viewport of LAYOUT_WIDTHS) {
  test.describe(`the cookie notice at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of ['/', '/marketplace', '/about']) {
      test(`on ${path} is in the first screen and covers none of its links, buttons, fields or cards`, async ({ page }) => {
        await page.goto(path);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        const accept = page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' });
        await expect(accept).toBeInViewport();
        expect(await coveredByCookieNotice(page)).toEqual([]);
        // Accepted, it takes its room with it: the page is the one a returning visitor sees.
        await accept.click();
        await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
      });
    }
  });
}

/** Defects seen on the screenshot baselines (docs/audit-36.md, "Seen on the baselines"), each as geometry. */
test.describe('what the visual baselines showed', () => {
  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the stratum generator's code blocks wrap: nothing is cut at their edge", async ({ page }) => {
      await page.goto('/stratum-generator');
      await waitForApp(page);
      const blocks = page.locator('.miner-snippets__code');
      await expect(blocks.first()).toBeVisible();
      const cut = await blocks.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent?.slice(0, 40)));
      expect(cut).toEqual([]);
    });

    test("a blog post's byline and text come before the category links", async ({ page }) => {
      await page.goto('/blog/post/amsterdam-hashing');
      await waitForApp(page);
      const byline = (await page.locator('main .article-meta').first().boundingBox())!;
      const categories = (await page.locator('main .page__aside').boundingBox())!;
      expect(byline.y).toBeLessThan(categories.y);
      expect(byline.y + byline.height).toBeLessThan(844);
    });

    test('the scroll-to-top button never stands over a table', async ({ page }) => {
      await page.goto('/support/general-help/wallets-withdrawals/deposit-btc');
      await waitForApp(page);
      await page.getByTestId('min-confirmations').scrollIntoViewIfNeeded();
      const table = page.getByTestId('min-confirmations-table');
      await expect(table.locator('tbody tr').nth(5)).toBeVisible();
      const { top, height } = await table.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
      // Rows of the table where the button stands (its bottom-right corner), past the spec's 800 px.
      for (const share of [0.3, 0.6, 0.9]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.max(900, top + height * share - 844 + 40));
        await expect(page.locator('.scroll-top')).toBeAttached();
        await page.waitForTimeout(200);
        const overlap = await page.evaluate(() => {
          const button = document.querySelector('.scroll-top');
          if (!button || getComputedStyle(button).visibility === 'hidden') return false;
          const b = button.getBoundingClientRect();
          return [...document.querySelectorAll('main table')].some((t) => {
            const r = t.getBoundingClientRect();
            return b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
          });
        });
        expect(overlap, `at ${share} of the table`).toBe(false);
      }
    });
  });

  test.describe('at 1366 px', () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    for (const path of ['/pricing', '/docker-miner']) {
      test(`${path}: the hero starts where the bar ends, no strip between them`, async ({ page }) => {
        await page.goto(path);
        await waitForApp(page);
        const header = (await page.locator('header.header').boundingBox())!;
        const hero = (await page.locator('main .page-hero').boundingBox())!;
        expect(Math.abs(hero.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      });
    }

    test("the calculator's closed disclosure is a section's gap away from the article under it", async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/profitability-calculator');
      await waitForApp(page);
      const details = page.getByTestId('calc-formula');
      await expect(details).not.toHaveAttribute('open');
      const gap = await details.evaluate((el) => {
        const below = [...document.querySelectorAll('main *')].find(
          (other) =>
            !el.contains(other) &&
            !other.contains(el) &&
            other.getBoundingClientRect().top >= el.getBoundingClientRect().bottom &&
            other.getBoundingClientRect().height > 0,
        );
        return below ? below.getBoundingClientRect().top - el.getBoundingClientRect().bottom : Infinity;
      });
      expect(gap).toBeGreaterThanOrEqual(24);
    });

    test("the download centre's tables put their columns at the same places", async ({ page }) => {
      await page.goto('/download-center');
      await waitForApp(page);
      const lefts = await page
        .locator('table.download-files')
        .evaluateAll((tables) =>
          tables.map((t) =>
            [...t.querySelectorAll('th[scope="col"]')].map((th) => Math.round(th.getBoundingClientRect().left - t.getBoundingClientRect().left)),
          ),
        );
      expect(lefts.length).toBeGreaterThan(2);
      for (const columns of lefts) expect(columns).toEqual(lefts[0]);
    });
  });
});
