/**
 * The dark theme (docs/design.md, "Themes"): a dark system gets a dark site
 * without any choice, the footer's toggle switches it and is remembered
 * across a reload, a stored choice is applied once the page is parsed, and axe
 * finds nothing serious or critical on the key pages in dark.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE, THEME_KEY } from '../../src/lib/storage';
import { expect, test, waitForApp } from './support/test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The key pages: home, marketplace, calculator, a blog post, the help centre, sign-in, the status page; About and a product page (the shared dark hero under the transparent bar). */
const KEY_PAGES = [
  '/',
  '/marketplace',
  '/profitability-calculator',
  '/blog/post/amsterdam-hashing',
  '/support',
  '/my/login',
  '/status',
  '/about',
  '/hashvale-miner',
];

/** The body's background as [r, g, b]. */
async function bodyBackground(page: Page): Promise<number[]> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}

const isDark = (rgb: number[]): boolean => rgb.length === 3 && Math.max(...rgb) < 64;
const isLight = (rgb: number[]): boolean => rgb.length === 3 && Math.min(...rgb) > 200;

test.beforeEach(async ({ page, baseURL }) => {
  // The cookie notice is the shell's subject; here it would cover what is looked at.
  await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
});

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('the site is dark without any choice, and the server HTML is too (no script decides it)', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBeNull();
    expect(isDark(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
  });

  test('the toggle switches to light and back, by keyboard, and the choice is remembered across a reload', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const toggle = page.getByLabel('Theme');
    await toggle.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveValue('system');
    await toggle.focus();
    await toggle.selectOption('light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(isLight(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');

    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(isLight(await bodyBackground(page))).toBe(true);
    await page.getByLabel('Theme').scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Theme')).toHaveValue('light');

    await page.getByLabel('Theme').selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
    expect(isDark(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
  });

  for (const path of KEY_PAGES) {
    test(`axe finds nothing serious or critical on ${path} in dark`, async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
      await page.evaluate(AXE_SOURCE);
      const findings = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 5)
                .join(', ')}`,
          );
      });
      expect(findings).toEqual([]);
    });
  }
});

test.describe('a stored choice', () => {
  test('dark on a light system: dark once the page is parsed, before the app starts', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'dark');
      // Deferred scripts (before-app.js) run before DOMContentLoaded; the app starts after the first paint.
      document.addEventListener('DOMContentLoaded', () => {
        const win = window as unknown as { parsedBackground: string; parsedBeforeApp: boolean };
        win.parsedBackground = getComputedStyle(document.body).backgroundColor;
        win.parsedBeforeApp = document.getElementById('root')?.getAttribute('data-rendered') === 'server';
      });
    }, THEME_KEY);
    await page.goto('/');
    await waitForApp(page);
    const { background, beforeApp } = await page.evaluate(() => {
      const win = window as unknown as { parsedBackground?: string; parsedBeforeApp?: boolean };
      return { background: win.parsedBackground ?? '', beforeApp: win.parsedBeforeApp };
    });
    expect(beforeApp).toBe(true);
    expect(isDark((background.match(/\d+/g) ?? []).slice(0, 3).map(Number))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('light on a dark system keeps the site light', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
    await context.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
    const page = await context.newPage();
    await page.goto(baseURL!);
    await waitForApp(page);
    expect(isLight(await bodyBackground(page))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light');
    await context.close();
  });
});
