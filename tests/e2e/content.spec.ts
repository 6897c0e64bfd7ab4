/**
 * The content pages against the real server and the articles of content/:
 * the blog (list, pages, post, tag page), the help centre (category, article,
 * search with its debounced autocomplete), a guide, and a legal page asked
 * for in another language (always fetched in English).
 */
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../src/config/limits';
import { expect, test, waitForApp } from './support/test';

test.use({ serviceWorkers: 'block' });

test('the blog lists posts in pages, and a post shows its byline, reading time, share links and related posts', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);
  const posts = page.locator('main .article-list__item');
  await expect(posts.first()).toBeVisible();
  const firstPageTitles = await page.locator('main .article-list__title').allTextContents();
  expect(firstPageTitles.length).toBeGreaterThan(1);

  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main .article-list__title').first()).not.toHaveText(firstPageTitles[0]!);

  const title = (await page.locator('main .article-list__title a').first().textContent())!;
  await page.locator('main .article-list__title a').first().click();
  await expect(page).toHaveURL(/\/blog\/post\/[a-z0-9-]+$/);
  await expect(page.locator('main .article-title')).toHaveText(title);
  await expect(page.getByTestId('article-author')).toContainText(/\S/);
  await expect(page.getByTestId('article-date')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('article-reading-time')).toHaveText(/^\d+ min read$/);
  await expect(page.locator('main .article-body h2').first()).toBeVisible();

  const share = page.getByRole('navigation', { name: 'Share this post' });
  const postUrl = encodeURIComponent(page.url());
  for (const network of ['x', 'linkedin', 'reddit', 'telegram', 'email']) {
    await expect(share.locator(`a[data-share="${network}"]`)).toHaveAttribute('href', new RegExp(postUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  await expect(page.getByTestId('related-posts').locator('.article-list__item').first()).toBeVisible();
});

test('a tag page lists only posts with that tag, and a post links its tags', async ({ page }) => {
  await page.goto('/blog/post/amsterdam-hashing');
  await waitForApp(page);
  await page.locator('main article .tag-links').getByRole('link', { name: 'Conferences' }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/conference$/);
  await expect(page.locator('main h1')).toHaveText('Blog: Conferences');
  const items = page.locator('main section[aria-labelledby="blog-posts-heading"] .article-list__item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let i = 0; i < count; i++) await expect(items.nth(i).locator('.tag-links')).toContainText('Conferences');
  // Under them, the newest posts of other topics: none of them has the tag.
  const others = page.getByRole('region', { name: 'Latest from other topics' }).locator('.article-list__item');
  await expect(others.first()).toBeVisible();
});

test('every blog page links the categories; a category page lists only its posts, and says so in its heading and links', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);
  const categories = page.getByRole('navigation', { name: 'Blog categories' });
  await expect(categories.getByRole('link')).toHaveCount(8);
  await categories.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/blog\/category\/security$/);
  await expect(page.locator('main h1')).toHaveText('Blog: Security');
  await expect(page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  const titles = page.locator('main section[aria-labelledby="blog-posts-heading"] .article-list__title');
  await expect(titles).toHaveText(
    [
      'API keys with the least privilege they need',
      'Our bug bounty program after one year',
      'Fake Hashvale Miner downloads are circulating. Here is how to spot them',
    ],
    { useInnerText: true },
  );
  // Under them, the newest posts of other categories, so a small category still leads somewhere.
  const others = page.getByRole('region', { name: 'Latest from other topics' }).locator('.article-list__title');
  await expect(others.first()).toBeVisible();
  expect(await others.allInnerTexts()).not.toContain('API keys with the least privilege they need');
});

test('the blog search finds posts by words of their text', async ({ page }) => {
  await page.goto('/blog');
  await waitForApp(page);
  await page.getByRole('searchbox', { name: 'Search the blog' }).fill('QuickMiner');
  await page.getByRole('searchbox', { name: 'Search the blog' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=QuickMiner$/);
  await expect(page.getByRole('status')).toContainText(/posts? match/);
  await expect(page.locator('main .article-list__item').first()).toBeVisible();
});

test('a help category lists its sub-categories and articles, and an article opens from it', async ({ page }) => {
  await page.goto('/support/mining-help');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Stratum and pool settings' })).toBeVisible();
  const link = page.locator('main .article-list__title a', { hasText: 'stratum' }).first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/support\/mining-help\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.locator('main .article-title')).toHaveText(title);
  await expect(page.locator('main .article-body p').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('Mining help');
});

test(`the help search suggests articles once typing pauses for ${AUTOCOMPLETE_DEBOUNCE_MS} ms, not before`, async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/content/list2') && request.url().includes('search=')) searches.push(request.url());
  });
  // The page's clock is ours: time moves only when the test says, whatever the machine's load.
  await page.clock.install();
  await page.goto('/support/search');
  await waitForApp(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const box = page.getByRole('combobox', { name: 'Search help articles' });
  await box.pressSequentially('with');
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS - 50);
  // More typing within the delay starts the wait again.
  await box.pressSequentially('draw');
  await page.clock.runFor(AUTOCOMPLETE_DEBOUNCE_MS - 1);
  expect(searches).toEqual([]);
  await page.clock.runFor(1);
  const listbox = page.getByRole('listbox', { name: 'Suggested articles' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('search=withdraw');
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  // Arrow down makes the first suggestion active; Enter opens it (with time running again).
  await page.clock.resume();
  const first = (await listbox.getByRole('option').first().textContent())!;
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/support\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
  expect(first.startsWith((await page.locator('main .article-title').textContent())!)).toBe(true);
});

test('submitting the help search lists every matching article', async ({ page }) => {
  await page.goto('/support/search');
  await waitForApp(page);
  const box = page.getByRole('combobox', { name: 'Search help articles' });
  await box.fill('stratum');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/support\/search\?q=stratum$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “stratum”' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ articles match “stratum”\.$/);
  await expect(page.locator('main .article-list__item').first()).toBeVisible();
});

test('the help article on deposits lists the confirmations each currency needs, from the wallet API', async ({ page }) => {
  await page.goto('/support/general-help/wallets-withdrawals/deposit-btc');
  const block = page.getByTestId('min-confirmations');
  await expect(block.getByRole('heading', { name: 'Confirmations a deposit needs' })).toBeVisible();
  await block.scrollIntoViewIfNeeded();
  const btc = page.getByTestId('min-confirmations-table').getByRole('row', { name: /^BTC\b/ });
  await expect(btc.getByRole('cell')).toHaveText('2');
  expect(await page.getByTestId('min-confirmations-table').locator('tbody tr').count()).toBeGreaterThan(10);
  // Only where deposits are explained.
  await page.goto('/support/general-help/getting-started/what-is-hashvale');
  await waitForApp(page);
  await expect(page.getByTestId('min-confirmations')).toHaveCount(0);
});

test('a guide shows its steps and more guides', async ({ page }) => {
  await page.goto('/guide/first-hash-power-order');
  await waitForApp(page);
  await expect(page.locator('main .article-title')).toHaveText(/order/i);
  await expect(page.locator('main .article-body h2').first()).toBeVisible();
  const more = page.getByRole('region', { name: 'More guides' });
  await expect(more.locator('.article-list__item').first()).toBeVisible();
  await expect(more.getByRole('link', { name: /first hash-power order/i })).toHaveCount(0);
});

test('a translated guide in German is shown in German, with the other languages listed', async ({ page }) => {
  await page.goto('/guide/first-hash-power-order?lang=de');
  await waitForApp(page);
  await expect(page.locator('main .article-body')).toBeVisible();
  await expect(page.locator('main .article-language-note')).toContainText('Auch verfügbar auf');
  await expect(page.locator('main [role="note"]')).toHaveCount(0);
});

test('a help article without a German translation says it is shown in English', async ({ page }) => {
  await page.goto('/support/mining-help/troubleshooting/driver-problems?lang=de');
  await waitForApp(page);
  await expect(page.locator('main article [role="note"]')).toHaveText('Dieser Artikel ist noch nicht auf Deutsch verfügbar; wir zeigen die englische Fassung.');
});

test('a legal page asked for in another language is still fetched in English', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  // A page of islands (docs/rendering.md) has its article kept for offline reading once the service worker controls it.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const contentCalls: string[] = [];
  // The page names its article to the worker, which fetches it (sw/api-cache/warm-public-api.ts).
  context.on('request', (request) => {
    if (request.url().includes('/main/api/v2/content/')) contentCalls.push(request.url());
  });
  await page.goto('/page/privacy?lang=de');
  await waitForApp(page);
  await expect(page.locator('main .article-body p').first()).toBeVisible();
  await expect(page.locator('main article')).toHaveAttribute('lang', 'en');
  const legal = () => contentCalls.filter((url) => url.includes('category=legal'));
  await expect.poll(() => legal().length, { timeout: 30_000 }).toBeGreaterThan(0);
  for (const url of legal()) expect(new URL(url).searchParams.get('lang')).toBe('en');
  await context.close();
});

test('the jobs page lists openings with location and team, and a job has an Apply link', async ({ page }) => {
  await page.goto('/jobs');
  await waitForApp(page);
  const job = page.locator('main .article-list__item').first();
  await expect(job.locator('dt', { hasText: 'Location' })).toBeVisible();
  await expect(job.locator('dt', { hasText: 'Team' })).toBeVisible();
  await job.locator('.article-list__title a').click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByTestId('job-apply')).toHaveAttribute('href', /^mailto:jobs@hashvale\.example\?subject=/);
});
