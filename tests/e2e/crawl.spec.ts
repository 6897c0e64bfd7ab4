/**
 * A crawl of the production build as a visitor: from / it follows every
 * internal link (same origin; not the account area /my, the API or
 * downloads), visiting each distinct path once, up to MAX_PAGES. Every page
 * must answer 200 (a link to a 404 is a broken link), render one h1, and
 * have at least MIN_WORDS words of visible text in <main> (header and footer
 * excluded): a screenful of real content. The fixture also fails the crawl on
 * any console error or failed request along the way.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';

/** Words of visible text in <main> a page needs: about a screenful of reading. */
const MIN_WORDS = 150;
const MAX_PAGES = 400;
// Under /status/: the status page's feed, calendar events and monitor script (files, not pages).
const SKIPPED = [/^\/my(\/|$)/, /^\/(main|api|exchange|supportdesk|status)\//, /^\/(downloads?|assets)\//, /\.[a-z0-9]{2,5}$/i];

test.use({ serviceWorkers: 'block' });

interface PageReport {
  path: string;
  status: number | undefined;
  h1: number;
  words: number;
  from: string;
}

async function visibleMainWords(page: Page): Promise<number> {
  const text = await page.locator('main').innerText();
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    if (SKIPPED.some((pattern) => pattern.test(url.pathname))) continue;
    paths.add(url.pathname.replace(/(.)\/$/, '$1'));
  }
  return [...paths];
}

test('every page linked from / answers 200 with an h1 and a screenful of text', async ({ page, baseURL }) => {
  test.setTimeout(20 * 60_000);
  const origin = new URL(baseURL!).origin;
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: '(start)' }];
  const seen = new Set<string>(['/']);
  const reports: PageReport[] = [];

  while (queue.length > 0 && reports.length < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    const response = await page.goto(path);
    await waitForApp(page);
    // Content arrives after mount: wait for the network to settle and loaders to go.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await expect(page.locator('main [role="status"]', { hasText: /^Loading/ })).toHaveCount(0);
    const report: PageReport = {
      path,
      status: response?.status(),
      h1: await page.locator('main h1').count(),
      words: await visibleMainWords(page),
      from,
    };
    reports.push(report);
    for (const next of await internalLinks(page, origin)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, from: path });
    }
  }

  const broken = reports.filter((r) => r.status !== 200).map((r) => `${r.path} (HTTP ${r.status}, linked from ${r.from})`);
  const noH1 = reports.filter((r) => r.h1 !== 1).map((r) => `${r.path} (${r.h1} h1)`);
  const thin = reports.filter((r) => r.words < MIN_WORDS).map((r) => `${r.path}: ${r.words} words`);
  await test.info().attach('crawl-report.json', { body: JSON.stringify(reports, null, 2), contentType: 'application/json' });
  console.log(`crawled ${reports.length} pages: ${broken.length} broken, ${noH1.length} without one h1, ${thin.length} under ${MIN_WORDS} words`);
  expect.soft(broken, 'broken internal links').toEqual([]);
  expect.soft(noH1, 'pages without exactly one h1').toEqual([]);
  expect.soft(thin, `pages with fewer than ${MIN_WORDS} words of visible text in <main>`).toEqual([]);
  expect(reports.length, 'pages crawled').toBeGreaterThan(20);
});
