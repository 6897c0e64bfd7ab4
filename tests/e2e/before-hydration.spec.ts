/**
 * What a visitor does on a server-rendered page before the app's script has
 * loaded (public/before-app.js, src/lib/early-events.ts): the page is
 * there and looks ready, so a button pressed or a form sent then must take
 * effect once the app is up, not vanish or reload the page. The app's entry
 * script is held back until the test lets it through, so "before" is certain.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Holds the app's entry module (or a page of islands' script) until the returned function is called. */
async function holdTheApp(page: Page, entry: 'index' | 'islands' = 'index'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${entry}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the app after the first paint', () => {
  test('a served page is styled from its HTML alone: no stylesheet to fetch, its scripts asked for only once it is parsed, and it then hydrates', async ({
    page,
  }) => {
    await page.goto('/algorithm');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
    const timings = await page.evaluate(() => {
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheets: files.filter((file) => file.name.endsWith('.css')).map((file) => file.name),
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
        scriptsAsked: files.filter((file) => /\/assets\/.*\.js$/.test(file.name)).map((file) => file.startTime),
      };
    });
    // The stylesheets are in the page (server/src/pages/inline-styles.ts); the links left for the app's loader are not fetched.
    expect(timings.stylesheets).toEqual([]);
    expect(await page.locator('head style[data-href]').count()).toBeGreaterThan(0);
    expect(await page.locator('head link[rel="stylesheet"][type="text/x-inlined"]').count()).toBe(await page.locator('head style[data-href]').count());
    // In the head, the parser would fetch the scripts and they would run before the first paint (before-app.js adds them a frame later).
    expect(timings.scriptsAsked.length).toBeGreaterThan(3);
    expect(Math.min(...timings.scriptsAsked)).toBeGreaterThan(timings.parsed);
    // The manifest's link came with them (the page's HTML has none in its head), so the app stays installable.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const served = await (await page.request.get('/algorithm')).text();
    expect(served.slice(0, served.indexOf('</head>'))).not.toContain('rel="manifest"');
  });

  test('pages reached in the app after a served one fetch the stylesheets they add, once, and none the served page carried', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css')) sheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/algorithm');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
    const carried = await page.locator('head style[data-href]').evaluateAll((styles) => styles.map((s) => s.getAttribute('data-href')!));
    // A help article adds the article styles; the calculator has its own.
    for (const [path, heading] of [
      ['/support/general-help/getting-started/what-is-hashvale', 'What is Hashvale'],
      ['/profitability-calculator', 'Profitability calculator'],
    ] as const) {
      await page.evaluate((to) => history.pushState(null, '', to), path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
    await expect.poll(() => sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet) => carried.includes(sheet))).toEqual([]);
    expect(new Set(sheets).size).toBe(sheets.length);
  });
});

test.describe('before the page is hydrated', () => {
  test('a button pressed while the page is still the server markup takes effect once the app is up', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/style-guide', { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Show a notification' });
    await expect(button).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
    await button.click();
    await expect(page.getByText('This is a sample notification.')).toHaveCount(0);

    release();
    await expect(page.getByText('This is a sample notification.')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
  });

  test('a search sent before hydration is searched for, not sent as a page reload', async ({ page }) => {
    // The help centre is a page of islands: its script is what is held.
    const release = await holdTheApp(page, 'islands');
    await page.goto('/support', { waitUntil: 'commit' });
    const search = page.getByRole('search').getByRole('combobox');
    await expect(search).toBeVisible();
    await search.fill('stratum');
    await search.press('Enter');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'server');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(page).toHaveURL(/[?&]q=stratum/);
    await expect(page.getByRole('heading', { level: 2, name: /stratum/i }).first()).toBeVisible();
  });
});

test.describe('a page of islands (docs/rendering.md, "Islands")', () => {
  test('a press before its script is in opens the menu once the island is hydrated; the rest of the page never becomes React', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdTheApp(page, 'islands');
    await page.goto('/blog/post/amsterdam-hashing', { waitUntil: 'commit' });
    const menuButton = page.locator('.mobile-menu__button');
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    release();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'islands');
    await expect(page.locator('hv-island[data-island="mobileMenu"]')).toHaveAttribute('data-hydrated', '');
    // Only what was used is React: the page itself and the islands not used stay the server's markup.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(false);
    await expect(page.locator('hv-island[data-island="moreMenu"]')).not.toHaveAttribute('data-hydrated', '');
  });

  test('loads no React until an island is due: a post read at the top fetches only the small islands script and what the page does without drawing', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/blog/post/amsterdam-hashing');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'islands');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/(client|island-root|index)-/.test(path))).toEqual([]);
    await expect(page.locator('hv-island[data-hydrated]')).toHaveCount(0);

    // Scrolled to the share links, their island (and React) come.
    await page.locator('.share-links').scrollIntoViewIfNeeded();
    await expect(page.locator('hv-island[data-island="shareLinks"]')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('.share-links__link').first()).toHaveAttribute('href', /https?%3A%2F%2F/);
  });

  test("an article's code blocks take focus, as the article body makes them where it is React", async ({ page }) => {
    await page.goto('/guide/api-key-signing');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'islands');
    const blocks = page.locator('main .article-body pre');
    expect(await blocks.count()).toBeGreaterThan(0);
    for (const block of await blocks.all()) await expect(block).toHaveAttribute('tabindex', '0');
  });

  test('shows the announcements when there are some, and a closed one stays closed', async ({ page }) => {
    const banner = { id: 'islands-sample', text: 'Scheduled maintenance on Sunday', url: null, kind: 'info', dismissible: true };
    await page.route('**/main/api/v2/public/banners', (route) => route.fulfill({ json: { list: [banner] } }));
    await page.goto('/blog/post/amsterdam-hashing');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'islands');
    await expect(page.getByTestId('banner')).toContainText('Scheduled maintenance on Sunday');
    await page.getByRole('button', { name: 'Close announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('banner')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'islands');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('banner')).toHaveCount(0);
  });
});
