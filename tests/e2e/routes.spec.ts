/**
 * Every route of the route table (src/config/paths.ts), with its sample
 * parameters, in the production build: HTTP 200, the page's title visible as
 * its h1, the document title and description set, no console error and no
 * failed request (the fixture). Unknown paths: 404 and the not-found page.
 */
import en from '../../src/locales/en.json' with { type: 'json' };
import { buildPath, ROUTES } from '../../src/config/paths';
import { expect, test, waitForApp } from './support/test';

const messages: Record<string, string> = en;

/** Pages that show their article's own title as the h1 once it has loaded. */
function showsLoadedTitle(routeName: string, sample: Record<string, string>): boolean {
  return ['blogPost', 'guide', 'supportArticle'].includes(routeName) || (routeName === 'jobs' && 'id' in sample);
}

test.use({ serviceWorkers: 'block' });

for (const route of ROUTES) {
  for (const sample of route.samples ?? [{}]) {
    const path = buildPath(route.name, sample);
    test(`${route.name}: ${path} answers 200 and shows its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForApp(page);
      const h1 = page.locator('main h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      const title = messages[`page.${route.name}.title`]!;
      if (showsLoadedTitle(route.name, sample)) {
        await expect(page.locator('main h1.article-title')).toHaveText(/\S/);
        await expect(h1).not.toHaveText(title);
      } else if (route.name !== 'home' && !title.includes('{')) {
        // Titles with placeholders are checked for their fixed words only.
        await expect(h1).toHaveText(title);
      }
      await expect(page).toHaveTitle(/ \| Hashvale$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    });
  }
}

test.describe('moving in the app', () => {
  test("sets the document's title and description from the route's texts, which come with the page's chunk", async ({ page }) => {
    // A page the whole app draws (src/config/islands.ts): on a page of islands a link loads the next page.
    await page.goto('/algorithm');
    await waitForApp(page);
    for (const name of ['about', 'pricing', 'stratumGenerator'] as const) {
      await page.evaluate((to) => history.pushState(null, '', to), buildPath(name));
      await expect(page.locator('main h1')).toHaveText(messages[`page.${name}.title`]!);
      await expect(page).toHaveTitle(`${messages[`page.${name}.title`]!} | Hashvale`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', messages[`page.${name}.description`]!);
    }
  });
});

test.describe('unknown paths', () => {
  // The document itself answers 404 (the browser logs that too); nothing else may fail.
  test.use({ allowedProblem: /404.*\/(no\/such\/page|blog\/tag\/unknown|blog\/category\/unknown|private-endpoint-solution\/other|miner\/not-an-address)\)?$/ });

  for (const path of ['/no/such/page', '/blog/tag/unknown', '/blog/category/unknown', '/private-endpoint-solution/other', '/miner/not-an-address']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Hashvale');
    });
  }
});
