/**
 * A 429 from the real server (its own instance with a low RATE_LIMIT_MAX)
 * shows the offline page's rate-limit variant with the spec's message.
 */
import { expect, test } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

const MESSAGE = 'Slow down a bit, you are making too many request. Please wait a minute and try again.';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer({ RATE_LIMIT_MAX: '12', RATE_LIMIT_WINDOW_MS: '60000' });
});
test.afterAll(async () => server?.stop());

// The status monitor's JSONP script is rate-limited too: its 429 answer is JSON, which the browser refuses to run.
test.use({ allowedProblem: /HTTP 429|status of 429|Refused to execute script from .*\/status\/monitor\.js/ });
// Every call must reach the server to be counted: no worker answering from its cache.
test.use({ serviceWorkers: 'block' });

test('shows the rate-limit message when the server answers 429', async ({ page }) => {
  // A page the whole app draws: it starts with the most API calls (a page of islands asks for its few lazily).
  await page.goto(`${server.url}/algorithm`);
  const offline = page.getByTestId('offline-page');
  // A start makes several API calls; a few starts exceed 12 per minute.
  for (let i = 0; i < 6 && !(await offline.isVisible()); i++) {
    await page.reload();
    await page.waitForLoadState('networkidle');
  }
  await expect(offline).toBeVisible();
  await expect(offline).toContainText(MESSAGE);
  await expect(offline).toContainText('We should be back shortly');
});
