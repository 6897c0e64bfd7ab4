/**
 * Screenshot comparisons (issue 36, part 6): the ten most-visited pages
 * (docs/testing.md, "Screenshot comparisons", says why these ten) at a phone's
 * and a laptop's width, light and dark, against the baselines committed in
 * visual.spec.ts-snapshots/. The live figures are frozen: a server of the
 * spec's own runs with FIXED_TIME (its clock stands still, so the market
 * simulator gives the same prices, charts and order books on every run) and
 * the browser's clock is fixed at the same instant ("Read at 12:00").
 *
 * A page that changes on purpose updates its baseline in the same commit,
 * looked at: `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.
 */
import type { Page } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE } from '../../src/lib/storage';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';
import { expect, test, waitForApp } from './support/test';

/** The instant both clocks stand at: a weekday noon, inside the simulator's history. */
const FIXED_TIME = '2026-11-20T12:00:00Z';

/** Name of the baseline, path. */
const PAGES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['marketplace', '/marketplace'],
  ['calculator', '/profitability-calculator'],
  ['stratum-generator', '/stratum-generator'],
  ['blog', '/blog'],
  ['blog-post', '/blog/post/amsterdam-hashing'],
  ['help-article', '/support/mining-help/setup/which-software'],
  ['pricing', '/pricing'],
  ['docker-miner', '/docker-miner'],
  ['download-center', '/download-center'],
];

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const THEMES = ['light', 'dark'] as const;

/**
 * How much of a page is compared: its first two screens. The rest of a long
 * page repeats the same components, and a whole 390 px home page is ten
 * screens of PNG in the repository for little more coverage.
 */
const SCREENS = 2;

/** Parts laid out only near the screen (`content-visibility: auto`) are drawn like the rest (as `npm run shots` does). */
async function drawSkippedParts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

// One worker, in order: one server for all forty (a start costs 10-40 s here); a failure does not skip the rest.
test.describe.configure({ mode: 'default' });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer({ FIXED_TIME });
});
test.afterAll(async () => server?.stop());

test.use({
  // No worker: an update prompt or a cached copy must not change what is drawn.
  serviceWorkers: 'block',
  locale: 'en-US',
  timezoneId: 'UTC',
});

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${theme}, ${viewport.width} px`, () => {
      test.use({ colorScheme: theme, viewport });
      for (const [name, path] of PAGES) {
        test(`${path} looks as its baseline`, async ({ page }) => {
          await page.clock.setFixedTime(new Date(FIXED_TIME));
          // The cookie notice is the shell's subject (it would cover the first screen).
          await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: server.url }]);
          await page.goto(`${server.url}${path}`);
          await waitForApp(page);
          await page.waitForLoadState('networkidle');
          await drawSkippedParts(page);
          await expect(page).toHaveScreenshot(`${name}-${viewport.width}-${theme}.png`, {
            fullPage: true,
            clip: { x: 0, y: 0, width: viewport.width, height: viewport.height * SCREENS },
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixels: 100,
          });
        });
      }
    });
  }
}
