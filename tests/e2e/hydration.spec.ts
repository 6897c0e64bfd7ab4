/**
 * Every public route opened directly with JavaScript on: the server's HTML
 * already holds the page (its h1 inside #root), and the app hydrates it
 * without a mismatch (docs/rendering.md). A mismatch makes React report a
 * recoverable error (a console error the shared fixture fails on) and render
 * the page again from scratch, replacing the server's nodes, which the
 * observer installed before any script runs would see.
 */
import { ISLAND_PAGES } from '../../src/config/islands';
import { buildPath, matchRoute, ROUTES } from '../../src/config/paths';
import { expect, test } from './support/test';

/**
 * Records whether anything removed a child of #root or of an island before it
 * was hydrated: what a client render after a failed hydration does.
 */
function watchRoot(): void {
  const win = window as unknown as { rootChildrenRemoved: number };
  win.rootChildrenRemoved = 0;
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      const target = m.target as Element;
      // On a page of islands; in a page hydrated whole an island is only a wrapper, drawn again as any part is.
      const onIslandsPage = document.getElementById('root')?.getAttribute('data-rendered') === 'islands';
      const hydratingIsland = onIslandsPage && target.localName === 'hv-island' && !target.hasAttribute('data-hydrated');
      if ((target.id === 'root' || hydratingIsland) && m.removedNodes.length > 0) win.rootChildrenRemoved += 1;
    }
  }).observe(document, { childList: true, subtree: true });
}

const route = (path: string) => matchRoute(new URL(path, 'http://localhost').pathname)!.route.name;

const OTHER_LANGUAGES = ['de', 'ja', 'ru'];

// Account pages and the user's own pages are the browser's to render (docs/rendering.md).
const publicPaths = [
  ...ROUTES.filter((r) => r.kind !== 'account' && !('personal' in r && r.personal)).flatMap((route) =>
    (route.samples ?? [{}]).map((sample) => buildPath(route.name, sample)),
  ),
  // Rendered for their query: a search, one whose words hold what a URL escapes, one with nothing to look for.
  '/support/search?q=withdraw',
  '/support/search?q=fees%3F+%26+limits%23',
  '/support/search?q=%21%21',
];

test.describe('pages rendered on the server', () => {
  test.setTimeout(300_000);

  test('every public page arrives with its content and hydrates without a mismatch', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    await context.addInitScript(watchRoot);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    for (const [index, path] of publicPaths.entries()) {
      // Every third page in another language: the server renders the reader's language, the browser hydrates in it.
      const url = index % 3 === 1 ? `${path}${path.includes('?') ? '&' : '?'}lang=${OTHER_LANGUAGES[Math.floor(index / 3) % OTHER_LANGUAGES.length]}` : path;
      const html = await (await request.get(url)).text();
      expect(html, url).toMatch(/<div id="root" data-rendered="server"><div class="layout[^"]*">[\s\S]*<main[^>]*>[\s\S]*<h1[^>]*>[^<]*\S/);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      if (ISLAND_PAGES.has(route(path))) {
        // A page of islands (docs/rendering.md): the page stays the server's; each island, woken as a pointer would, hydrates its own markup.
        await expect(page.locator('#root'), url).toHaveAttribute('data-rendered', 'islands');
        const islands = page.locator('hv-island:not(hv-island hv-island)');
        expect(await islands.count(), url).toBeGreaterThan(0);
        for (const island of await islands.all()) await island.dispatchEvent('pointerover');
        await expect(page.locator('hv-island:not(hv-island hv-island):not([data-hydrated])'), url).toHaveCount(0);
        expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), url).toBe(
          false,
        );
      } else {
        // The app took the server's markup as its own (React marks the container it hydrated)...
        await expect
          .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), url)
          .toBe(true);
        await expect(page.locator('#root'), url).toHaveAttribute('data-rendered', 'hydrated');
      }
      await expect(page.locator('main h1'), url).toHaveCount(1);
      // ...and kept it: nothing was rendered again from scratch.
      expect(await page.evaluate(() => (window as unknown as { rootChildrenRemoved: number }).rootChildrenRemoved), url).toBe(0);
    }
    expect(problems, 'console errors while hydrating (a mismatch is reported as one)').toEqual([]);
    await context.close();
  });
});

/**
 * What an element of `#root` handles, as React gave it its props: the names
 * of its event handlers, for each element outside every island (an element
 * drawn by the whole app, read from React's props on the DOM node).
 */
function handlersOutsideIslands(): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('#root *')) {
    if (element.closest('hv-island') || element.closest(SPA_ONLY)) continue;
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey ? ((element as unknown as Record<string, Record<string, unknown>>)[propsKey] ?? {}) : {};
    const handlers = Object.keys(props).filter((name) => /^on[A-Z]/.test(name) && typeof props[name] === 'function');
    // A link's click keeps navigation inside the app (the router's Link); on a page of islands the link loads the next page.
    if (element.localName === 'a' && element.hasAttribute('href') && handlers.join() === 'onClick') continue;
    if (handlers.length > 0) found.push(`<${element.localName} class="${element.getAttribute('class') ?? ''}"> ${handlers.join(', ')}`);
  }
  return found;
}
/** The text of `main` outside its islands, spaces folded. */
function textOutsideIslands(): string {
  const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
  for (const island of main.querySelectorAll('hv-island, noscript')) island.remove();
  return (main.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Handlers that only keep navigation inside the app; on a page of islands a link loads the next page. */
const SPA_ONLY = '.article-body';

test.describe('pages rendered as islands', () => {
  // Once installed, the worker would answer the second visit with the app's shell.
  test.use({ serviceWorkers: 'block' });
  test('handle no event outside their islands, and show there what the whole app shows: what is interactive or live is an island', async ({ page }) => {
    test.setTimeout(300_000);
    const islandPaths = publicPaths.filter((path) => ISLAND_PAGES.has(route(path)));
    expect(islandPaths.length).toBeGreaterThan(0);
    for (const path of islandPaths) {
      // With a query the page is the whole app, drawn in the browser: every handler it sets is on the DOM.
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}probe=handlers`);
      await expect(page.locator('main h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect.soft(await page.evaluate(`(${handlersOutsideIslands.toString().replace('SPA_ONLY', JSON.stringify(SPA_ONLY))})()`), path).toEqual([]);
      const wholeApp = await page.evaluate(textOutsideIslands);
      // The page of islands, once everything it loads by itself is in: the same text, nothing left loading.
      await page.goto(path);
      await expect(page.locator('#root'), path).toHaveAttribute('data-rendered', 'islands');
      await page.waitForLoadState('networkidle');
      expect.soft(await page.evaluate(textOutsideIslands), path).toBe(wholeApp);
    }
  });
});
