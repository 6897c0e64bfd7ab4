/**
 * The `test` every browser test imports. It watches the page for console
 * errors (CSP violations land there too), uncaught exceptions, failed requests
 * and 4xx/5xx responses, and fails the test if any occurred. A test that
 * provokes errors on purpose says which it expects: `test.use({ allowedProblem: /.../ })`
 * (one RegExp: Playwright would read an array as a fixture definition).
 */
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  list: string[];
}

export const test = base.extend<{ allowedProblem: RegExp | undefined; pageProblems: PageProblems }>({
  allowedProblem: [undefined, { option: true }],
  pageProblems: [
    async ({ page, allowedProblem }, use) => {
      const problems: PageProblems = { list: [] };
      const record = (text: string): void => {
        if (!allowedProblem?.test(text)) problems.list.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) => {
        // A navigation away aborts in-flight requests; that is not a failure of the page.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        record(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
      });
      await use(problems);
      // Requests still in flight when the test body ends must be judged too.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      expect(problems.list, 'console errors, failed requests or error responses on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for the app to have mounted (the layout is there). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('main#main-content')).toBeVisible();
  // A page the server rendered shows its main at once: the app is up once it has hydrated it (src/main.tsx).
  await expect(page.locator('#root[data-rendered="server"]')).toHaveCount(0);
}
