/**
 * API keys managed by the user (issue 31, part 4), against the real server
 * and production build: a new user signs in, makes a read-only key in the
 * settings page and reads its secret there (shown once); a Python client
 * (tests/api-client/signed_client.py, the official demo client's protocol)
 * calls a signed read with it; the user revokes the key in the page, and the
 * client's next call is refused.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

const run = promisify(execFile);
const CLIENT = path.join(process.cwd(), 'tests/api-client/signed_client.py');

// One server for the file: its tests run in order in one worker, not each beside a server of its own.
test.describe.configure({ mode: 'default' });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

/** The client's exit code and the status it printed. */
async function pythonCall(env: Record<string, string>, url: string): Promise<{ code: number; status: string }> {
  try {
    const { stdout } = await run('python3', [CLIENT, server.url, 'GET', url], { env: { ...process.env, ...env }, timeout: 20_000 });
    return { code: 0, status: stdout.split('\n')[0] ?? '' };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, status: (failed.stdout ?? '').split('\n')[0] ?? '' };
  }
}

test('a key made in settings signs a Python client read; once revoked there, the next call is refused', async ({ page }) => {
  const email = `api-keys-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email);
  await page.goto(loginLink);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto(`${server.url}/my/settings`);

  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByTestId('api-keys')).toHaveAttribute('data-status', 'ready');
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  await section.getByLabel('Name', { exact: true }).fill('Python demo');
  await expect(section.getByRole('checkbox', { name: 'Read (always)' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Change organization settings' })).not.toBeChecked();
  await section.getByRole('button', { name: 'Create key' }).click();

  const shown = section.getByTestId('api-key-secret');
  await expect(shown).toContainText('you will not see it again');
  const key = (await shown.getByTestId('api-key-new-key').textContent()) ?? '';
  const secret = (await shown.getByTestId('api-key-new-secret').textContent()) ?? '';
  const organizationId = (await shown.getByTestId('api-key-new-organization').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(40);
  await shown.getByRole('button', { name: 'I have saved the secret' }).click();
  await expect(section.getByTestId('api-key-secret')).toHaveCount(0);

  // The list shows only the secret's end.
  const item = section.getByTestId('api-key-item');
  await expect(item).toContainText('Python demo');
  await expect(item).toContainText(`…${secret.slice(-4)}`);
  await expect(section).not.toContainText(secret);

  const env = { HASHVALE_API_KEY: key, HASHVALE_API_SECRET: secret, HASHVALE_ORGANIZATION_ID: organizationId };
  expect(await pythonCall(env, '/main/api/v2/accounting/accounts2')).toEqual({ code: 0, status: '200' });

  await item.getByRole('button', { name: 'Revoke' }).click();
  await item.getByRole('button', { name: 'Revoke the key' }).click();
  await expect(section.getByText('The key “Python demo” is revoked.')).toBeVisible();
  await expect(section.getByTestId('api-key-item')).toHaveCount(0);

  expect(await pythonCall(env, '/main/api/v2/accounting/accounts2')).toEqual({ code: 1, status: '401' });
});

test('a bad allowlist entry is named in the reader’s language, and nothing is sent', async ({ page }) => {
  const email = `api-keys-allowlist-${Date.now()}@example.com`;
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', email);
  await page.goto(loginLink);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto(`${server.url}/my/settings`);
  // The reader's language is their saved one: choose German.
  const language = page.getByRole('region', { name: 'Language and currency' });
  await language.getByLabel('Language').selectOption('de');
  await language.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const section = page.getByRole('region', { name: 'API-Schlüssel' });
  await expect(section.getByTestId('api-keys')).toHaveAttribute('data-status', 'ready');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('apiKeys')) creates.push(request.url());
  });
  await section.getByLabel('Bezeichnung', { exact: true }).fill('Büro');
  const allowlist = section.locator('textarea[name="ipAllowlist"]');
  await allowlist.fill('203.0.113.0/24\nbuero-rechner');
  await section.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  await expect(section.getByTestId('api-key-allowlist-error')).toHaveText(
    '„buero-rechner“ ist keine IPv4- oder IPv6-Adresse und kein CIDR-Bereich. Korrigieren oder entfernen Sie den Eintrag.',
  );
  await expect(allowlist).toHaveAttribute('aria-invalid', 'true');

  await allowlist.fill('2001:db8::/129');
  await section.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  await expect(section.getByTestId('api-key-allowlist-error')).toHaveText('„2001:db8::/129“: Die Präfixlänge muss zwischen 0 und 128 liegen.');
  expect(creates).toEqual([]);

  await allowlist.fill('2001:db8::/32');
  await section.getByRole('button', { name: 'Schlüssel erstellen' }).click();
  await expect(section.getByTestId('api-key-secret')).toBeVisible();
  expect(creates).toHaveLength(1);
});
