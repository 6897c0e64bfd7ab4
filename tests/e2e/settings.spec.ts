/**
 * /my/settings against the real server and production build (issue 14):
 * language and currency are saved in the profile and survive a reload; a
 * profile picture is previewed, uploaded and shown in the user menu; signed
 * out, the page says so and links to sign-in.
 */
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('saves language and currency in the profile, and they stay after a reload', async ({ page }) => {
  const email = `settings-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email);
  await page.goto(loginLink);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // The user menu links to the settings.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/my\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/profile') && r.request().method() === 'POST');
  const section = page.getByRole('region', { name: 'Language and currency' });
  await section.getByLabel('Language').selectOption('de');
  await section.getByLabel('Display currency').selectOption('EUR');
  await section.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  // The page switches at once: German texts, euro in the footer.
  await expect(page.getByRole('region', { name: 'Sprache und Währung' }).getByRole('status')).toHaveText('Gespeichert.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('currency-selector')).toHaveValue('EUR');

  // A reload with the language cookie and URL parameter gone still brings the saved choice back.
  await page.context().clearCookies({ name: 'locale' });
  await page.context().clearCookies({ name: 'currency' });
  await page.goto(`${server.url}/my/settings`);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const afterReload = page.getByRole('region', { name: 'Sprache und Währung' });
  await expect(afterReload.getByLabel('Sprache')).toHaveValue('de');
  await expect(afterReload.getByLabel('Anzeigewährung')).toHaveValue('EUR');
  await expect(page.getByTestId('currency-selector')).toHaveValue('EUR');
});

test('previews a picture, uploads it and shows it in the user menu; refuses a wrong file at once', async ({ page }) => {
  const email = `picture-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email);
  await page.goto(loginLink);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // Phone first: the whole page at 390 px, no sideways scrolling.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/my/settings`);
  await waitForApp(page);
  await expect(page.getByRole('region', { name: 'Country' }).getByLabel('Country of residence')).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.SETTINGS_SCREENSHOT) await page.screenshot({ path: process.env.SETTINGS_SCREENSHOT, fullPage: true });

  const input = page.getByLabel('Choose a picture');
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Choose a PNG, JPG or GIF image.');
  await expect(page.getByRole('button', { name: 'Upload picture' })).toBeDisabled();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your new picture is saved.')).toBeVisible();
  const current = page.getByRole('img', { name: 'Your current profile picture' });
  await expect(current).toHaveAttribute('src', /^\/api\/v2\/profile\/picture\/[0-9a-f-]{36}$/);
  // The menu button (in the header from tablet width) shows the same picture, loaded from the server.
  await page.setViewportSize(desktop);
  const avatar = page.getByRole('button', { name: 'User menu' }).locator('img');
  await expect(avatar).toHaveAttribute('src', (await current.getAttribute('src'))!);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
});

test('signed out, says so and links to sign-in', async ({ page }) => {
  await page.goto(`${server.url}/my/settings`);
  await waitForApp(page);
  await expect(page.getByText('Sign in to see and change your settings.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my/login');
});
