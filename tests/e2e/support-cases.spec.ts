/**
 * Support cases, signed in, on the real production build and server (issue
 * 16): a case with a PNG, a staff reply through the admin CLI, a reply back;
 * then 20 offline spells with a reply queued in each, and not one message
 * lost or doubled; after logout nothing of the cases is left on the device.
 * Own server, so the admin CLI reaches its data directory.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import { createLoginLink, freePort, removeDir, startServer, tempDir, type OwnServer } from './pwa-support/own-server';
import { cacheStorageContents, goOffline, indexedDbContents, openControlled } from './pwa-support/service-worker';
import { DIST_DIR, REPO_ROOT } from './support/paths';

const ADMIN_CLI = path.join(REPO_ROOT, 'build/server/server/src/admin/cli.js');
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SPELLS = 20;

test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Failed to fetch|could not be reached|NetworkError/i });

async function admin(server: OwnServer, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_CLI, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  return stdout;
}

async function signIn(page: Page, server: OwnServer, email: string): Promise<void> {
  await page.goto(await createLoginLink(server, email));
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });
}

/** Opens a case through the form; resolves to its id (from the thread's URL). */
async function openCase(page: Page, server: OwnServer, subject: string, withPng: boolean): Promise<string> {
  await page.goto(`${server.url}/support/my-cases/new`);
  await waitForApp(page);
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.locator('option')).not.toHaveCount(1); // the categories arrived
  await category.selectOption({ index: 1 });
  // Topics read as words (they were slugs: "hashvale os").
  const topics = (await page.getByLabel('Topic', { exact: true }).locator('option').allInnerTexts()).slice(1);
  expect(topics.filter((topic) => !/^\p{Lu}/u.test(topic))).toEqual([]);
  await page.getByLabel('Topic', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Description', { exact: true }).fill(`Description of ${subject}`);
  if (withPng) {
    // The file input is drawn as the site's button: the browser's bare control is not seen (it was, unstyled).
    expect(await page.getByLabel('Attachments', { exact: true }).evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
    await expect(page.locator('.file-picker').getByText('Add files', { exact: true })).toBeVisible();
    // A file that cannot be attached is named with the reason, and not listed.
    await page.getByLabel('Attachments', { exact: true }).setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: PIXEL_PNG });
    await expect(page.getByTestId('files-refused')).toContainText('tool.exe');
    await expect(page.locator('.case-files__item')).toHaveCount(0);
    await page.getByLabel('Attachments', { exact: true }).setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.locator('.case-files__preview')).toBeVisible();
    await expect(page.getByTestId('files-refused')).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Open the case' }).click();
  await expect(page).toHaveURL(/\/support\/my-cases\/(?!new)[^/]+$/, { timeout: 20_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

function threadTexts(page: Page): Promise<string[]> {
  return page.getByTestId('case-message').locator('.case-message__text').allTextContents();
}

test.describe('support cases', () => {
  // Its own server seeds a fresh database (about 10 s idle, several times that under CI load).
  test.setTimeout(240_000);
  let server: OwnServer | undefined;
  let dataDir: string | undefined;

  test.beforeEach(async () => {
    dataDir = tempDir('hashvale-cases-');
    server = await startServer({ port: await freePort(), dataDir, staticDir: DIST_DIR });
  });

  test.afterEach(async ({ page }) => {
    // The page first: a late request of the app (its monitor config) must not meet a stopped server.
    await page.close();
    await server?.stop();
    if (dataDir) removeDir(dataDir);
  });

  test('a case with a PNG, a staff reply through the admin CLI, and a reply back', async ({ page }) => {
    const own = server!;
    await signIn(page, own, 'cases-thread@example.com');
    await page.goto(`${own.url}/support/my-cases`);
    await expect(page.getByTestId('cases-empty')).toBeVisible({ timeout: 20_000 });

    const caseId = await openCase(page, own, 'Rig stopped hashing', true);
    await expect(page.getByTestId('case-message')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download pixel\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('pixel.png');

    await page.getByRole('link', { name: 'All my cases' }).click();
    await expect(page.getByTestId('case-row').filter({ hasText: 'Rig stopped hashing' })).toBeVisible();

    await admin(own, ['cases', 'reply', caseId, '--text', 'Please restart the rig.']);
    await page.reload();
    const row = page.getByTestId('case-row').filter({ hasText: 'Rig stopped hashing' });
    await expect(row.getByTestId('case-unread')).toHaveText('1 new reply', { timeout: 20_000 });
    await expect(row).toContainText('Answered');

    await row.getByRole('link').click();
    await expect(page.getByTestId('case-message')).toHaveCount(2);
    await expect(page.getByTestId('case-message').nth(1)).toContainText('Please restart the rig.');
    await page.getByLabel('Your reply').fill('Restarted, it works again.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByTestId('case-message')).toHaveCount(3);
    expect(await threadTexts(page)).toEqual(['Description of Rig stopped hashing', 'Please restart the rig.', 'Restarted, it works again.']);

    await page.getByRole('button', { name: 'Close the case' }).click();
    await expect(page.getByRole('link', { name: 'Rate your support experience' })).toHaveAttribute('href', /\/rate-experience\?case=\d+$/);
  });

  test(`${SPELLS} offline spells with a reply queued in each: none lost, none doubled, nothing left after logout`, async ({ page, context }) => {
    const own = server!;
    await signIn(page, own, 'cases-offline@example.com');
    const caseId = await openCase(page, own, 'Payout missing', false);
    const expected = ['Description of Payout missing'];

    for (let i = 1; i <= SPELLS; i++) {
      const text = `Queued reply ${i}`;
      await goOffline(context, page);
      await page.getByLabel('Your reply').fill(text);
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByTestId('case-message-waiting').filter({ hasText: text })).toBeVisible();
      await expect(page.getByTestId('reply-queued')).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByTestId('case-message-waiting')).toHaveCount(0, { timeout: 30_000 });
      // Sent: the "you are offline, it will be sent" notice goes with it.
      await expect(page.getByTestId('reply-queued')).toHaveCount(0);
      expected.push(text);
      await expect(page.getByTestId('case-message')).toHaveCount(expected.length);
    }
    expect(await threadTexts(page)).toEqual(expected);

    // The server's own thread, fetched afresh.
    await page.reload();
    await expect(page.getByTestId('case-message')).toHaveCount(expected.length, { timeout: 20_000 });
    expect(await threadTexts(page)).toEqual(expected);
    const shown = JSON.parse(await admin(own, ['cases', 'show', caseId, '--json'])) as { messages: Array<{ text: string }> };
    expect(shown.messages.map((m) => m.text)).toEqual(expected);

    // Offline, a new page load reads the thread and the list from the device, "as of" their fetch time.
    await openControlled(page, `${own.url}/support/my-cases/${caseId}`);
    await expect(page.getByTestId('case-message')).toHaveCount(expected.length, { timeout: 20_000 });
    await goOffline(context, page);
    await page.reload();
    await expect(page.getByTestId('case-message')).toHaveCount(expected.length, { timeout: 20_000 });
    await expect(page.getByTestId('cases-as-of')).toBeVisible();
    await page.getByRole('link', { name: 'All my cases' }).click();
    await expect(page.getByTestId('case-row').filter({ hasText: 'Payout missing' })).toBeVisible();
    await expect(page.getByTestId('cases-as-of')).toBeVisible();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('case-row').filter({ hasText: 'Payout missing' })).toBeVisible({ timeout: 20_000 });

    // Signed answers never reach the worker's public store or CacheStorage: only the user's own database holds cases.
    const elsewhere = Object.entries(await indexedDbContents(page)).filter(([name]) => !name.startsWith('hashvale-cases-'));
    expect(elsewhere.flatMap(([, keys]) => keys).filter((key) => /supportdesk\/api\/v1\/cases/.test(key))).toEqual([]);
    expect(
      Object.values(await cacheStorageContents(page))
        .flat()
        .filter((url) => /supportdesk\/api\/v1\/cases/.test(url)),
    ).toEqual([]);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByTestId('cases-sign-in')).toBeVisible();
    await expect
      .poll(async () => {
        const databases = await indexedDbContents(page);
        return Object.entries(databases).filter(([name, keys]) => (name.startsWith('hashvale-cases-') || name === 'hashvale-outbox') && keys.length > 0);
      })
      .toEqual([]);
    expect(Object.entries(await cacheStorageContents(page)).filter(([name]) => !name.startsWith('workbox-precache'))).toEqual([]);
    const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
    expect(stored.filter((key) => /case|session/i.test(key))).toEqual([]);
    const everything = JSON.stringify(await indexedDbContents(page));
    expect(everything).not.toMatch(/Payout missing|Queued reply|case:/);
  });

  test.describe('refused by the server', () => {
    // The refusal is the point: the server's 409 shows in the console.
    test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|ERR_NETWORK_CHANGED|Failed to fetch|NetworkError|409/i });

    test('a reply queued offline that meets a case closed by staff keeps its text to edit and send after reopening', async ({ page, context }) => {
      const own = server!;
      await signIn(page, own, 'cases-closed@example.com');
      const caseId = await openCase(page, own, 'Closed meanwhile', false);

      await goOffline(context, page);
      await page.getByLabel('Your reply').fill('Written on the train');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByTestId('case-message-waiting')).toContainText('Written on the train');
      await admin(own, ['cases', 'close', caseId]);
      await context.setOffline(false);

      const failed = page.getByTestId('case-failed');
      await expect(failed).toContainText('This case was closed before your message arrived', { timeout: 30_000 });
      await expect(failed).toContainText('Written on the train');
      await expect(page.getByTestId('case-message-waiting')).toHaveCount(0);
      // The server kept only the opening message.
      const before = JSON.parse(await admin(own, ['cases', 'show', caseId, '--json'])) as { messages: unknown[]; status: string };
      expect(before).toMatchObject({ status: 'CLOSED', messages: [expect.anything()] });

      await page.reload(); // the refused text is kept on the device, not only in the page
      await expect(page.getByTestId('case-failed')).toContainText('Written on the train', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Edit and retry' }).click();
      await page.getByRole('button', { name: 'Reopen the case' }).click();
      await expect(page.getByLabel('Your reply')).toHaveValue('Written on the train');
      await page.getByRole('button', { name: 'Send reply' }).click();
      await expect(page.getByTestId('case-message')).toHaveCount(2);
      expect(await threadTexts(page)).toEqual(['Description of Closed meanwhile', 'Written on the train']);
    });
  });
});
