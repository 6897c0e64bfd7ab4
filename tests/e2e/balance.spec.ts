/**
 * The signed-in balance (issue 36, item 3): signed in through the development
 * sign-in, a new user's header shows the total of the sample wallet in the
 * display currency, and the user menu the balance per currency and the
 * recent activity; signed out, none of it is drawn. Own server, so PUBLIC_URL
 * is the address the browser uses (the development sign-in needs it).
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeAttached();
  await waitForApp(page);
}

const total = (page: Page) => page.locator('.header-balance');

test('signed out, the header has no balance', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeAttached();
  await expect(total(page)).toHaveCount(0);
  await expect(page.getByText('Total balance')).toHaveCount(0);
});

test('at 1366 px the header shows the total and the user menu the breakdown and the recent activity, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, `balance-${Date.now()}@example.com`);
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  // The sample wallet is worth thousands of dollars: a figure in USD with cents.
  await expect(total(page)).toContainText('Total balance');
  await expect(total(page).locator('.header-balance__full')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(total(page).locator('.header-balance__full')).toBeVisible();
  await expect(total(page).locator('.header-balance__compact')).toBeHidden();

  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const balance = menu.getByRole('group', { name: 'Balance' });
  await expect(balance.getByRole('menuitem')).toHaveCount(5);
  await expect(balance).toContainText('0.52465000 BTC');
  await expect(balance).toContainText('300.00 EUR');
  const activity = menu.getByRole('group', { name: 'Recent activity' });
  await expect(activity.getByRole('menuitem')).toHaveCount(4);
  await expect(activity.getByRole('menuitem').first()).toContainText('Deposit');
  await expect(activity.getByRole('menuitem').first()).toContainText('+0.001 BTC');
  await expect(activity.getByRole('menuitem').first()).toContainText('1 hour ago');
  // The arrow keys reach the lines (a screen reader reads them there), and Log out stays in the first screen.
  const items = menu.getByRole('menuitem');
  // Enter focused the identity; after it come My support cases, Settings, Log out, then the balance.
  await expect(items.first()).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(balance.getByRole('menuitem').first()).toBeFocused();
  const logout = (await items.filter({ hasText: 'Log out' }).boundingBox())!;
  expect(logout.y + logout.height).toBeLessThanOrEqual(900);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Logging out takes the balance away.
  await userMenu.click();
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(total(page)).toHaveCount(0);
});

test('at 390 px the total fits the bar and the phone menu lists the breakdown and the activity', async ({ page }) => {
  // Signed in at the desktop width (the header's Sign in link), then looked at on a phone.
  await signIn(page, `balance-phone-${Date.now()}@example.com`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  // Shown compact ("$73.4K"), whole: a figure cut by an ellipsis would read as another amount.
  const amount = total(page).locator('.header-balance__amount');
  const compact = total(page).locator('.header-balance__compact');
  await expect(compact).toBeVisible();
  await expect(compact).toHaveText(/^\$\d+(\.\d+)?[KM]$/);
  expect(await amount.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const box = (await amount.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // A screen reader reads the full figure.
  await expect(total(page).locator('.header-balance__full')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(compact).toHaveAttribute('aria-hidden', 'true');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Balance' })).toBeVisible();
  await expect(panel).toContainText('0.52465000 BTC');
  await expect(panel.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(panel).toContainText('Withdrawal');
});
