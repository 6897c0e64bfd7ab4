/**
 * Downloads served by our server (docs/architecture.md, "Downloads"): a link
 * on the download centre downloads bytes whose SHA-256 is the one the page
 * shows, and the file comes as an attachment.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';

test('a download link on /download-center downloads bytes whose SHA-256 is the one shown', async ({ page }) => {
  await page.goto('/download-center');
  const name = 'QuickMiner-1049.zip';
  const row = page
    .locator('main')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  const shown = (await row.getByTestId('download-checksum').textContent())?.trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const link = row.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', `/downloads/${name}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(0);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
});

test('a downloaded file is an attachment with its type and length', async ({ request }) => {
  const res = await request.get('/downloads/HashvaleMinerSetup.exe');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toBe('attachment; filename="HashvaleMinerSetup.exe"');
  expect(res.headers()['content-type']).toBe('application/vnd.microsoft.portable-executable');
  expect(Number(res.headers()['content-length'])).toBe((await res.body()).length);
  expect((await request.get('/downloads/..%2F..%2Fpackage.json')).status()).toBe(404);
});
