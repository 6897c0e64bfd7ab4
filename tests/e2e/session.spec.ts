/**
 * Signing in with a login link, a signed call, and logging out, against the
 * real server (issue 4). Relies on the shell's user menu (docs/shell.md: a
 * "User menu" button whose menu shows the e-mail and a "Log out" item).
 */
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test('signs in with a login link, signs its calls, and logs out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email);
  expect(loginLink).toContain('#loginToken=');

  const profileRequest = page.waitForRequest((r) => r.url().endsWith('/api/v2/profile') && r.method() === 'GET');
  await page.goto(loginLink);

  // The token is exchanged and the page reloads without it.
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await expect(userMenu).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await waitForApp(page);

  // The profile call is signed with the session and carries every header of spec section 7.
  const headers = await (await profileRequest).allHeaders();
  expect(headers['x-auth']).toMatch(/^[0-9a-f-]{36}:[0-9a-f]{64}$/);
  expect(headers['x-nonce']).toMatch(/^[0-9a-z]{32}$/);
  expect(Math.abs(Number(headers['x-time']) - Date.now())).toBeLessThan(60_000);
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-user-agent']).toMatch(/^Chrome \d+; .+; desktop; .+; build 1$/);
  expect(headers['x-user-lang']).toBe('en');
  expect(headers['x-organization-id']).toBeUndefined(); // the profile is the user's, not an organization's

  // The user menu shows the e-mail and logs out.
  await userMenu.click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Log out' }) });
  await expect(menu).toContainText(email);
  const logoutRequest = page.waitForRequest((r) => r.url().endsWith('/api/v2/auth/logout') && r.method() === 'DELETE');
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await logoutRequest).headers()['x-auth']).toBeTruthy();
  await expect(userMenu).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Credentials and the session cookie are gone, and stay gone after a reload.
  expect(await page.evaluate(() => localStorage.getItem('hashvale.session'))).toBeNull();
  expect((await page.context().cookies()).find((c) => c.name === 'hv_session')).toBeUndefined();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the user menu names the user once and has "Log out" in the first screen at 1366 x 900', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const email = `menu-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email, '--first-name', 'Ada', '--last-name', 'Lovelace');
  await page.goto(loginLink);
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await expect(userMenu).toBeVisible();
  await waitForApp(page);
  await userMenu.click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Log out' }) });
  await expect(menu).toContainText(email);
  // Her personal organization is named as she is: the name is not printed twice.
  expect(((await menu.innerText()).match(/Ada Lovelace/g) ?? []).length).toBe(1);
  const logout = (await menu.getByRole('menuitem', { name: 'Log out' }).boundingBox())!;
  expect(logout.y + logout.height).toBeLessThanOrEqual(900);
});

test.describe('a used login link', () => {
  test.use({ allowedProblem: /HTTP 401|status of 401/ });

  test('says it did not work and leaves the visitor signed out', async ({ page, browser }) => {
    const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', `used-${Date.now()}@example.com`);
    // Use it once in another browser context.
    const other = await browser.newContext();
    const first = await other.newPage();
    await first.goto(loginLink);
    await expect(first.getByRole('button', { name: 'User menu' })).toBeVisible();
    await other.close();

    await page.goto(loginLink);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('This sign-in link did not work');
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
