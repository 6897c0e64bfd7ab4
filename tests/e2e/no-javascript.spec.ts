/**
 * Every public route of the route table read with JavaScript off, as a
 * crawler or a reader with scripts blocked would: the server writes the page's
 * title, description, alternates and a body with its h1 (the article's title
 * on article pages) and text (docs/rendering.md).
 */
import en from '../../src/locales/en.json' with { type: 'json' };
import de from '../../src/locales/de.json' with { type: 'json' };
import { buildPath, ROUTES } from '../../src/config/paths';
import { expect, test } from './support/test';

const messages: Record<string, string> = en;
const ARTICLE_ROUTES = new Set(['blogPost', 'guide', 'supportArticle']);
/** Pages whose h1 is not their title: the home page's is its hero's. */
const H1_MESSAGE: Readonly<Record<string, string>> = { home: 'home.hero.title' };

test.describe('with JavaScript off', () => {
  test.setTimeout(180_000);

  test('every public page shows its h1, text and head in its language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const checked: string[] = [];
    for (const route of ROUTES.filter((r) => r.kind !== 'account')) {
      for (const sample of route.samples ?? [{}]) {
        const path = buildPath(route.name, sample);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const h1 = page.locator('main h1');
        await expect(h1, path).toHaveCount(1);
        await expect(h1, path).toHaveText(/\S/);
        const title = messages[H1_MESSAGE[route.name] ?? `page.${route.name}.title`]!;
        if (!ARTICLE_ROUTES.has(route.name) && !(route.name === 'jobs' && 'id' in sample) && !title.includes('{')) {
          await expect(h1, path).toHaveText(title);
        }
        // An article page carries the article; others their lead.
        const words = (await page.locator('main').innerText()).split(/\s+/).filter(Boolean).length;
        expect(words, path).toBeGreaterThan(ARTICLE_ROUTES.has(route.name) ? 80 : 12);
        await expect(page, path).toHaveTitle(/ \| Hashvale$/);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`));
        await expect(page.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(10);
        checked.push(path);
      }
    }
    expect(checked.length).toBeGreaterThan(40);
    await context.close();
  });

  test('a page that lists articles has the list: the blog, a tag, a help category, the jobs, the help topics', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const lists: Array<[string, string]> = [
      ['/blog', '/blog/post/'],
      ['/blog/tag/news', '/blog/post/'],
      ['/support/general-help', '/support/general-help/'],
      ['/jobs', '/jobs/'],
      ['/blog?lang=ja', '/blog/post/'],
    ];
    for (const [path, linkPrefix] of lists) {
      await page.goto(path);
      expect(await page.locator(`main a[href^="${linkPrefix}"]`).count(), path).toBeGreaterThanOrEqual(2);
    }
    // The help topics beside every help page.
    for (const path of ['/support', '/support/general-help/getting-started/what-is-hashvale']) {
      await page.goto(path);
      const topics = page.getByRole('navigation', { name: messages['support.categories.label'] });
      await expect(topics.getByRole('link', { name: messages['support.category.mining-help'] }), path).toHaveAttribute('href', '/support/mining-help');
      await expect(page.getByText(messages['support.categories.loading']!), path).toHaveCount(0);
    }
    await context.close();
  });

  test('the help search shows the results for the words in its URL, and its form asks for them', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/support/search?q=withdraw');
    const results = page.locator('section[aria-labelledby="search-results"]');
    await expect(results.getByRole('heading', { name: 'Results for “withdraw”' })).toBeVisible();
    await expect(results.getByRole('status')).toHaveText(/^\d+ articles match “withdraw”\.$/);
    expect(await results.locator('a[href^="/support/"]').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByText(messages['content.loading']!)).toHaveCount(0);
    // The form sends the words as ?q=, and the server renders their results.
    await page.getByRole('combobox', { name: messages['content.search.label']! }).fill('stratum');
    await page.getByRole('button', { name: messages['content.search.submit']! }).click();
    await expect(page).toHaveURL(/\/support\/search\?q=stratum$/);
    await expect(results.getByRole('heading', { name: 'Results for “stratum”' })).toBeVisible();
    expect(await results.locator('a[href^="/support/"]').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  test('the pricing page shows its fee tables', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/pricing');
    for (const id of ['buyer-fees', 'seller-fees', 'maker-fees', 'taker-fees', 'withdrawal-fees']) {
      expect(await page.getByTestId(id).locator('[data-testid="fee-value"], td.table__number').count(), id).toBeGreaterThan(0);
    }
    await expect(page.getByText(messages['marketing.live.loading']!)).toHaveCount(0);
    await context.close();
  });

  test('a page asked for in German is written in German, and an unknown one says not found', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/about?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main h1')).toHaveText((de as Record<string, string>)['page.about.title']!);
    // The note sits in <noscript>, whose text Playwright's text matching skips: read the note itself.
    await expect(page.locator('main .noscript-page__note')).toHaveText((de as Record<string, string>)['shell.noscript']!);
    // The cookie notice is in the page, but its button needs the app: without it, it is hidden (public/noscript.css).
    await expect(page.getByTestId('cookie-notice')).toHaveCount(1);
    await expect(page.getByTestId('cookie-notice')).toBeHidden();

    const missing = await page.goto('/blog/post/no-such-post');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText(messages['page.notFound.title']!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await context.close();
  });
});
