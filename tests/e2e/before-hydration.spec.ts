/**
 * What a visitor does on a server-rendered page before the app's script has
 * loaded (public/before-app.js, src/lib/early-events.ts): the page is
 * there and looks ready, so a button pressed or a form sent then must take
 * effect once the app is up, not vanish or reload the page. The app's entry
 * script is held back until the test lets it through, so "before" is certain.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Holds the app's entry module until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the app after the first paint', () => {
  test("a served page's scripts are asked for only once its stylesheets are in, and it then hydrates", async ({ page }) => {
    await page.goto('/blog/post/amsterdam-hashing');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated');
    const timings = await page.evaluate(() => {
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheetsIn: Math.max(...files.filter((file) => file.name.endsWith('.css')).map((file) => file.responseEnd)),
        scriptsAsked: files.filter((file) => /\/assets\/.*\.js$/.test(file.name)).map((file) => file.startTime),
      };
    });
    // In the head, the scripts would share the connection with the stylesheets and run before the first paint.
    expect(timings.scriptsAsked.length).toBeGreaterThan(3);
    expect(Math.min(...timings.scriptsAsked)).toBeGreaterThan(timings.stylesheetsIn);
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
    const release = await holdTheApp(page);
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
