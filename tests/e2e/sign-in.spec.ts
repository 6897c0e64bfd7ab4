/**
 * Sign-in with "Continue with Google" on a server with no provider configured:
 * the development provider stands in, and the rest of the path (token
 * verification, user, login token, session) is the real one (issue 14,
 * docs/auth.md). Own server, so PUBLIC_URL is the address the browser uses.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedHeaders } from '../../server/src/lib/signature';
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

async function signInWithGoogle(page: Page, email: string, name: string): Promise<void> {
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/my\/login$/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // The development provider's own page says what it is and asks for an e-mail and a name only.
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('This is the development sign-in of Hashvale, not Google');
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the login path, the token exchanged and the hash gone.
  await expect(page).toHaveURL(`${server.url}/my/login`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

interface StoredCredentials {
  loginSessionId: string;
  secretToken: string;
}

/** GET api/v2/profile signed with `credentials` by this test, as any client could. */
async function profileStatus(credentials: StoredCredentials): Promise<number> {
  const url = '/api/v2/profile';
  const headers = signedHeaders(
    { key: credentials.loginSessionId, secret: credentials.secretToken, organizationId: '' },
    { method: 'GET', url, time: Date.now(), nonce: randomUUID() },
  );
  delete headers['x-organization-id'];
  return (await fetch(`${server.url}${url}`, { headers })).status;
}

test('Continue with Google goes through the development sign-in and back signed in; logout revokes the session', async ({ page }) => {
  const email = `google-${Date.now()}@example.com`;
  await signInWithGoogle(page, email, 'Ada Lovelace');
  await expect(page.getByRole('main')).toContainText(`You are signed in as ${email}`);

  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Log out' }) });
  await expect(menu).toContainText(email);
  await expect(menu).toContainText('Ada Lovelace');

  // The session signs calls: a request this test signs with its credentials is accepted...
  const credentials = JSON.parse((await page.evaluate(() => localStorage.getItem('hashvale.session')))!) as StoredCredentials;
  expect(await profileStatus(credentials)).toBe(200);

  // ...and refused once the user logged out: the server ended the session.
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v2/auth/logout') && r.request().method() === 'DELETE');
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(userMenu).toBeHidden();
  expect(await profileStatus(credentials)).toBe(401);
});

test('signing in from a page returns to that page, titled as it is, not to the login page', async ({ page }) => {
  await page.goto(`${server.url}/pricing`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/my\/login\?returnTo=%2Fpricing$/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail').fill(`back-${Date.now()}@example.com`);
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/pricing`);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page).toHaveTitle(/^Pricing/);
});

test('Continue with Apple signs in in a popup (the development provider standing in), the page staying where it was', async ({ page }) => {
  const email = `apple-${Date.now()}@example.com`;
  await page.goto(`${server.url}/my/login`);
  await waitForApp(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Continue with Apple' }).click();
  const popup = await popupOpened;
  await expect(page.getByRole('status').filter({ hasText: 'Finish signing in in the Apple window' })).toBeVisible();

  await expect(popup.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await expect(popup.getByRole('main')).toContainText('not Sign in with Apple');
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Name').fill('Apple Seed');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // The popup hands its answer to this page and closes itself; this page finishes the sign-in.
  await closed;
  await expect(page).toHaveURL(`${server.url}/my/login`);
  await expect(page.getByRole('main')).toContainText(`You are signed in as ${email}`);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').first()).toContainText('Apple Seed');
});

test('closing the Apple popup leaves the login page as it was, ready to try again', async ({ page }) => {
  await page.goto(`${server.url}/my/login`);
  await waitForApp(page);
  const popupOpened = page.waitForEvent('popup');
  const apple = page.getByRole('link', { name: 'Continue with Apple' });
  await apple.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await popup.close();
  await expect(apple).not.toHaveAttribute('aria-disabled');
  await expect(page).toHaveURL(`${server.url}/my/login`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('signing in again with the same e-mail is the same user', async ({ page }) => {
  const email = `again-${Date.now()}@example.com`;
  await signInWithGoogle(page, email, 'First Time');
  const first = await page.evaluate(() => localStorage.getItem('hashvale.session'));
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signInWithGoogle(page, email, 'Second Time');
  expect(await page.evaluate(() => localStorage.getItem('hashvale.session'))).not.toBe(first);
  await page.getByRole('button', { name: 'User menu' }).click();
  // The name given the first time stays: the user was found, not made again.
  await expect(page.getByRole('menu').first()).toContainText('First Time');
});

test('the register page offers the same providers and links to sign-in', async ({ page }) => {
  await page.goto(`${server.url}/my/register`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/my/auth/google/start');
  await expect(page.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/my/auth/apple/start');
});

test('switching organization and a feature toggle survive a reload', async ({ page }) => {
  const email = `orgs-${Date.now()}@example.com`;
  await signInWithGoogle(page, email, 'Org Owner');
  const business = await server.admin<{ id: string }>('org', 'create', '--email', email, '--name', 'Acme Mining', '--type', 'BUSINESS');
  await page.reload();
  await waitForApp(page);

  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.click();
  const acme = page.getByRole('menuitemradio', { name: /Acme Mining/ });
  await expect(acme).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('menuitemradio', { name: /Org Owner/ })).toHaveAttribute('aria-checked', 'true');
  await acme.click();

  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: /Acme Mining/ })).toHaveAttribute('aria-checked', 'true');
  // The wallet is always on and cannot be switched.
  await expect(page.getByRole('menuitemcheckbox', { name: /Wallet/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: /Wallet/ })).toHaveAttribute('aria-disabled', 'true');
  const mining = page.getByRole('menuitemcheckbox', { name: /^Mining/ });
  await expect(mining).toHaveAttribute('aria-checked', 'false');
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/v2/organization/featureToggles'));
  await mining.click();
  // Saved for the organization chosen: the call acts for it.
  expect((await saved).headers()['x-organization-id']).toBe(business.id);
  await expect(mining).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await waitForApp(page);
  await userMenu.click();
  await expect(page.getByRole('menuitemradio', { name: /Acme Mining/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: /^Mining/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemcheckbox', { name: /Hash-power orders/ })).toHaveAttribute('aria-checked', 'false');
});

test('the bell shows the sample notifications of a new user and marking all seen clears the count', async ({ page }) => {
  await signInWithGoogle(page, `bell-${Date.now()}@example.com`, 'Bell Ringer');
  const bell = page.getByRole('button', { name: 'Notifications (3 unseen)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' }).filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel).toContainText('Welcome to Hashvale');
  await expect(panel.getByRole('link', { name: 'Sample deposit received' })).toHaveAttribute('href', '/my/wallets');
  await panel.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(page.getByRole('button', { name: 'Notifications (0 unseen)' })).toBeVisible();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Notifications (0 unseen)' })).toBeVisible();
});

test('on a phone the bell stays in the bar beside the menu button, and its panel fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/my/login`);
  await waitForApp(page);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByLabel('E-mail').fill(`phone-bell-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.url}/my/login`);
  const bell = page.getByRole('button', { name: 'Notifications (3 unseen)' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' }).filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The phone menu reaches the settings as the desktop user menu does.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(`${server.url}/my/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
