/**
 * The shell (spec section 2 "Shell"): navigation and its menus by keyboard,
 * the phone menu at 320 px, the footer, language switching, the cookie
 * notice, scroll-to-top, stacked modals and notifications.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCROLL_TOP_BUTTON_AFTER_PX, NOTIFICATION_TIMEOUT_MS, COOKIE_ACCEPTANCE_DAYS } from '../../src/config/limits';
import { COOKIE_CONSENT_COOKIE } from '../../src/lib/storage';
import { REPO_ROOT } from './support/paths';
import { expect, test, waitForApp } from './support/test';

const en = JSON.parse(readFileSync(path.join(REPO_ROOT, 'src/locales/en.json'), 'utf8')) as Record<string, string>;

/** The text a catalogue gives an id: the locale's own once it exists, English until then. */
function messageIn(locale: string, id: string): string {
  const file = path.join(REPO_ROOT, `src/locales/${locale}.json`);
  const catalogue = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return catalogue[id] ?? en[id]!;
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForApp(page);
  // The page itself, not only the shell: scrolling before its chunk renders would leave the
  // view anchored in the footer, and the browser's scroll anchoring then carries it down.
  await expect(page.locator('main h1')).toBeVisible();
}

test.describe('top navigation', () => {
  test('has the main links, the More menu and the account links', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Mining', '/mining'],
      ['Easy mining', '/easymining'],
      ['Live marketplace', '/marketplace'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const header = page.locator('header.header');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my/login');
    await expect(header.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/my/register');
  });

  test('opens the More menu with the keyboard, moves with the arrows, closes on Escape and follows a link', async ({ page }) => {
    await openHome(page);
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'More' });
    for (const group of ['Mining', 'Products', 'Marketplace', 'Developers', 'Downloads', 'Company', 'Support', 'Legal']) {
      await expect(menu.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: 'Start mining' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'CPU and GPU mining' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cpu-gpu-mining$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  // The transparent bar of the marketing pages: tests/e2e/transparent-bar.spec.ts, on every page of the list.
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('has a menu button that opens a panel with every link, traps focus, and closes on Escape with focus back', async ({ page }) => {
    await openHome(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Live marketplace' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Hashvale home' })).toHaveAttribute('href', '/');
    // What the panel shows before a group is opened: no two entries read the same ("Mining" did).
    const shown = await panel.locator('.mobile-menu__primary a, .mobile-menu__group > summary').allInnerTexts();
    expect(shown.length).toBeGreaterThan(8);
    expect(new Set(shown.map((text) => text.trim())).size).toBe(shown.length);
    // Focus stays in the panel however far one tabs.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('opens a link group by touch and closes after following a link', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByText('Downloads', { exact: true }).click();
    await panel.getByRole('link', { name: 'Mobile apps' }).click();
    await expect(page).toHaveURL(/\/mobile-apps$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('footer', () => {
  test('has the link groups, legal links, app-store links and social links with accessible names', async ({ page }) => {
    await openHome(page);
    const footer = page.locator('footer');
    const site = footer.getByRole('navigation', { name: 'Site' });
    for (const group of ['Mining', 'Products', 'Marketplace', 'Developers', 'Downloads', 'Company', 'Support']) {
      await expect(site.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Privacy policy' }).first()).toHaveAttribute('href', '/page/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/page/terms');
    await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', '/mobile-apps');
    await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', '/mobile-apps');
    for (const network of ['YouTube', 'X (Twitter)', 'Discord', 'Telegram', 'Reddit', 'GitHub', 'LinkedIn', 'Spotify']) {
      const link = footer.getByRole('link', { name: `Hashvale on ${network}` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  for (const { width, rows } of [
    { width: 1366, rows: [7] },
    { width: 768, rows: [4, 3] },
  ]) {
    test(`lays its link groups out in rows of ${rows.join(' and ')} at ${width} px, none left alone on a row and no word past its column (German)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?lang=de');
      await waitForApp(page);
      const groups = page.locator('footer .footer__group');
      await groups.first().scrollIntoViewIfNeeded();
      const tops = await groups.evaluateAll((list) => list.map((group) => Math.round(group.getBoundingClientRect().top)));
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(perRow).toEqual(rows);
      // No link runs past its column (a long German word did, into the next group).
      const overflowing = await page
        .locator('footer .footer__group')
        .evaluateAll((list) => list.filter((group) => group.scrollWidth > group.clientWidth).length);
      expect(overflowing).toBe(0);
    });
  }

  test('leaves room for the scroll-to-top button below its last line on a phone', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page);
    // Twice: the footer is laid out only near the screen, so the page's full height is known once it is.
    for (let i = 0; i < 2; i++) {
      await page.locator('footer .footer__version').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    }
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    for (const line of ['.footer__status', '.footer__version', '.footer__legal']) {
      const text = (await page.locator(`footer ${line}`).boundingBox())!;
      const overlaps = box.x < text.x + text.width && text.x < box.x + box.width && box.y < text.y + text.height && text.y < box.y + box.height;
      expect(overlaps, `the button covers ${line}`).toBe(false);
    }
  });

  test('offers every language by its own name', async ({ page }) => {
    await openHome(page);
    const select = page.getByRole('combobox', { name: 'Language' });
    const options = await select.locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(['en', 'ru', 'zh', 'de', 'pt', 'es', 'fr', 'ja', 'sl']);
    await expect(select.locator('option[value="de"]')).toHaveText(/Deutsch/);
    await expect(select.locator('option[value="ja"]')).toHaveText(/日本語/);
  });

  test("shows the page's own language, in the server's page and after the footer is hydrated", async ({ page, request }) => {
    for (const path of ['/about?lang=de', '/blog?lang=ja']) {
      const lang = new URL(path, 'http://x').searchParams.get('lang')!;
      expect(await (await request.get(path)).text()).toMatch(new RegExp(`<option value="${lang}" lang="${lang}" selected="">`));
      await page.goto(path);
      await waitForApp(page);
      await page.locator('footer').scrollIntoViewIfNeeded(); // a footer island hydrates when seen
      await expect(page.locator('hv-island:has(#locale-select)')).toHaveAttribute('data-hydrated', /.*/);
      await expect(page.locator('footer .locale-selector__select')).toHaveValue(lang);
    }
  });

  test('switches the language in place: html lang, the locale cookie, the lang parameter and the text', async ({ page, context }) => {
    await page.goto('/about?utm_source=test');
    await waitForApp(page);
    // A marker on window survives an in-place switch, not a reload.
    await page.evaluate(() => Object.assign(window, { shellTestMarker: true }));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/\/about\?utm_source=test&lang=de$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('de');
    await expect(page.locator('footer .locale-selector__label')).toHaveText(messageIn('de', 'shell.locale.label'));
    await expect(page.locator('footer .locale-selector__select')).toHaveValue('de');
    expect(await page.evaluate(() => 'shellTestMarker' in window)).toBe(true);
  });
});

test.describe('cookie notice', () => {
  test("is in the server's page for a visitor who has not accepted, so it shows from the first paint, and not for one who has", async ({ request }) => {
    expect(await (await request.get('/stratum-generator')).text()).toContain('data-testid="cookie-notice"');
    const accepted = await (await request.get('/stratum-generator', { headers: { cookie: 'cookies_accepted=1' } })).text();
    expect(accepted).toContain('data-rendered="server"');
    expect(accepted).not.toContain('data-testid="cookie-notice"');
  });

  test('stays accepted across a reload, for 365 days', async ({ page, context }) => {
    await openHome(page);
    const notice = page.getByTestId('cookie-notice');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookies_accepted');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(COOKIE_ACCEPTANCE_DAYS - 1);
    expect(days).toBeLessThanOrEqual(COOKIE_ACCEPTANCE_DAYS);
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  });
});

test.describe('scroll to top', () => {
  test.use({ viewport: { width: 360, height: 480 } });

  test('appears only after 800 px and brings the page back to the top', async ({ page }) => {
    await openHome(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_BUTTON_AFTER_PX - 50);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(SCROLL_TOP_BUTTON_AFTER_PX - 50);
    await expect(button, 'hidden at 750 px').toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TOP_BUTTON_AFTER_PX + 50);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button, 'hidden again at the top').toHaveCount(0);
  });
});

test.describe('modals and notifications', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('hashvale:debug', '1'));
    // The handle comes with the whole app (src/main.tsx), not with a page of islands such as the home page.
    await page.goto('/algorithm');
    await waitForApp(page);
  });

  test('Escape closes only the top modal, and focus returns to the one below', async ({ page }) => {
    await page.evaluate(() => {
      window.hashvaleShell!.openModal('video', { src: 'https://www.youtube.com/embed/intro', title: 'First video' });
      window.hashvaleShell!.openModal('video', { src: 'https://vimeo.com/76979871', title: 'Second video' });
    });
    const first = page.getByRole('dialog', { name: 'First video' });
    const second = page.getByRole('dialog', { name: 'Second video' });
    await expect(second).toBeVisible();
    await expect(second.getByRole('button', { name: 'Close' })).toBeFocused();
    // No third-party frame: the CSP would block it; the video host opens in a new tab instead.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(second).toHaveCount(0);
    await expect(first).toBeVisible();
    await expect(first.getByRole('link', { name: 'Watch on youtube.com' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(first).toHaveCount(0);
  });

  test('a notification disappears by itself after about 5 s', async ({ page }) => {
    await page.evaluate(() => window.hashvaleShell!.notify('success', 'Settings saved'));
    const region = page.getByRole('region', { name: 'Notifications' });
    const toast = region.getByRole('status').filter({ hasText: 'Settings saved' });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(toast).toHaveCount(0, { timeout: NOTIFICATION_TIMEOUT_MS + 3_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(NOTIFICATION_TIMEOUT_MS - 1_500);
  });
});
