/**
 * Company, download and developer pages: the spec's software versions with
 * checksums, the API page's official signature and error table, the live
 * style guide and the ticking countdowns.
 */
import { ERROR_CODES } from '../../src/config/error-codes';
import { DOWNLOAD_PRODUCTS } from '../../src/features/downloads/downloads';
import type { DownloadFileInfo } from '../../src/config/api/reference';
import { SIGNING_VECTORS } from '../../src/lib/signing/signing-vectors';
import { expect, test, waitForApp } from './support/test';

/** The checksums the server computed from the files it serves (api/v2/downloads). */
async function served(request: import('@playwright/test').APIRequestContext): Promise<Map<string, DownloadFileInfo>> {
  const answer = (await (await request.get('/api/v2/downloads')).json()) as { list: DownloadFileInfo[] };
  return new Map(answer.list.map((file) => [file.fileName, file]));
}

test.describe('download centre', () => {
  test('lists the specification’s versions, every file with its SHA-256 checksum and a copy button', async ({ page, request }) => {
    const files = await served(request);
    await page.goto('/download-center');
    await waitForApp(page);
    const main = page.locator('main');
    await expect(main).toContainText('Hashvale Firmware');
    await expect(main).toContainText('Version 3.14-768');
    await expect(main).toContainText('Version 3.0.9');
    await expect(main).toContainText('Version build 1049');
    for (const name of ['HashvaleTools-3.0.9-macOS.dmg', 'HashvaleTools-3.0.9-Windows.zip', 'HashvaleTools-3.0.9-Linux.tar.gz', 'QuickMiner-1049.zip']) {
      await expect(main.getByRole('rowheader', { name })).toBeVisible();
    }
    for (const file of DOWNLOAD_PRODUCTS.flatMap((p) => p.files)) {
      const row = main.getByRole('row').filter({ has: page.getByRole('rowheader', { name: file.fileName }) });
      await expect(row.getByTestId('download-checksum')).toHaveText(files.get(file.fileName)!.sha256!);
      await expect(row.getByRole('button', { name: `Copy the SHA-256 checksum of ${file.fileName}` })).toBeVisible();
    }
    // The article below the tables (content/pages/download-center.md) is loaded too.
    await expect(main.getByRole('heading', { name: 'Check the checksum' })).toBeVisible();
  });

  test('copies a checksum to the clipboard', async ({ page, context, request }) => {
    const files = await served(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/download-center');
    const file = DOWNLOAD_PRODUCTS.find((p) => p.key === 'quickminer')!.files[0]!;
    await page.getByRole('button', { name: `Copy the SHA-256 checksum of ${file.fileName}` }).click();
    await expect(page.getByRole('tooltip', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(files.get(file.fileName)!.sha256);
  });
});

test.describe('software developers page', () => {
  test('walks through the official signing example and computes the same signature in the browser', async ({ page }) => {
    const vector = SIGNING_VECTORS[0]!;
    expect(vector.signature).toBe('21e6a16f6eb34ac476d59f969f548b47fffe3fea318d9c99e77fc710d2fed798');
    await page.goto('/software-developers');
    await waitForApp(page);
    await expect(page.getByTestId('official-signature')).toHaveText(vector.signature);
    await expect(page.getByTestId('signing-input')).toContainText('GET␀/main/api/v2/hashpower/orderBook␀algorithm=X16R&page=0&size=100');
    // Computed when the reader comes to it (an island, hydrated near the screen: docs/rendering.md).
    const computed = page.getByTestId('computed-signature');
    await computed.scrollIntoViewIfNeeded();
    await expect(computed).toContainText(`${vector.signature} matches the official signature`);
  });

  test('publishes every error code, with 2000 Invalid session answered by HTTP 401', async ({ page }) => {
    await page.goto('/software-developers');
    const table = page.getByRole('table', { name: 'Error codes of the Hashvale API' });
    await expect(table.locator('tbody tr')).toHaveCount(Object.keys(ERROR_CODES).length);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2000', exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(['401', 'Invalid session']);
  });
});

test.describe('style guide', () => {
  test('lists the design tokens with their values and opens stacked modals', async ({ page }) => {
    await page.goto('/style-guide');
    await waitForApp(page);
    const brandRow = page.getByTestId('style-guide-tokens').locator('tr[data-token="--color-brand"]');
    await expect(brandRow).toContainText('#0b4fb3');
    await expect(page.getByRole('table', { name: 'Spacing tokens' })).toContainText('--space-4');
    await expect(page.getByRole('table', { name: 'Type tokens' })).toContainText('--font-size-lg');

    await page.getByRole('button', { name: 'Open a modal' }).click();
    const first = page.getByRole('dialog', { name: 'A sample modal (1)' });
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Open another modal on top' }).click();
    await expect(page.getByRole('dialog', { name: 'A sample modal (2)' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'A sample modal (2)' })).toHaveCount(0);
    await expect(first).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps its buttons where the server put them as it hydrates, so a press is not moved off them', async ({ page }) => {
    // Where the components section starts in the page the server sent, before the app has run (public/before-app.js adds it after the first paint).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.getElementById('style-guide-components');
        (window as unknown as { servedTop?: number }).servedTop = heading ? heading.getBoundingClientRect().top + window.scrollY : undefined;
      });
    });
    await page.goto('/style-guide');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const [servedTop, hydratedTop] = await page.evaluate(() => [
      (window as unknown as { servedTop?: number }).servedTop,
      document.getElementById('style-guide-components')!.getBoundingClientRect().top + window.scrollY,
    ]);
    expect(servedTop).toBeDefined();
    expect(hydratedTop).toBeCloseTo(servedTop!, 0);
  });

  test('shows a notification from its button', async ({ page }) => {
    await page.goto('/style-guide');
    await page.getByRole('button', { name: 'Show a notification' }).click();
    await expect(page.getByText('This is a sample notification.')).toBeVisible();
  });
});

test.describe('countdowns', () => {
  test('the halving countdown ticks every second', async ({ page }) => {
    await page.goto('/countdown/halving');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Next Bitcoin halving' })).toBeVisible();
    const clock = page.getByTestId('countdown-clock');
    const before = await clock.getAttribute('datetime');
    expect(before).toMatch(/^P\d+DT\d+H\d+M\d+S$/);
    await expect(clock).not.toHaveAttribute('datetime', before!, { timeout: 3_000 });
    await expect(page.locator('main')).toContainText('Estimated for April 17, 2028');
  });

  test('lists every event, and an unknown id says it is not found', async ({ page }) => {
    await page.goto('/countdown');
    await expect(page.getByTestId('countdown-clock')).toHaveCount(3);
    await page.goto('/countdown/no-such-event');
    await expect(page.getByRole('heading', { name: 'Countdown not found' })).toBeVisible();
    await expect(page.getByTestId('countdown-clock')).toHaveCount(3);
  });
});

test.describe('form pages', () => {
  test('show their forms instead of a mailto link (the sending is in forms.spec.ts)', async ({ page }) => {
    await page.goto('/law-enforcement-request');
    await expect(page.getByLabel('Agency')).toBeVisible();
    await expect(page.getByLabel(/^Documents/)).toBeVisible();
    await page.goto('/business-development');
    await expect(page.getByRole('heading', { name: 'Send a proposal' })).toBeVisible();
    await page.goto('/mining-affiliate/apply');
    await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible();
    await expect(page.getByLabel(/^Website/)).toBeVisible();
  });
});

/** Every route of this area, including those few pages link to (e-mail landing pages). */
const COMPANY_PATHS = [
  '/about',
  '/bug-bounty-program',
  '/business-development',
  '/security',
  '/hashvale-media',
  '/countdown',
  '/countdown/halving',
  '/download-center',
  '/widgets',
  '/mobile-apps',
  '/mining-affiliate',
  '/mining-affiliate/apply',
  '/mining-affiliate/thankyou',
  '/law-enforcement-request',
  '/partners',
  '/firmware',
  '/software-developers',
  '/style-guide',
  '/links',
  '/petition-against-microsoft',
  '/rate-experience',
  '/verify-subscribe',
  '/unsubscribe',
  '/unsubscribe-platform/da41b3bc-3d0b-4226-b7ea-aee73f94a518/4ebd366d-76f4-4400-a3b6-e51515d054d6/sample-token',
];
/** The crawl's threshold (tests/e2e/crawl.spec.ts): about a screenful of reading. */
const MIN_WORDS = 150;

test('every company, download and form page has one h1 and a screenful of text', async ({ page }) => {
  test.setTimeout(90_000);
  const thin: string[] = [];
  for (const path of COMPANY_PATHS) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Each of these pages has its prose in content/pages/*.md, which arrives after the page.
    await expect(page.locator('main .article-body')).toBeVisible();
    const text = await page.locator('main').innerText();
    const words = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
    if (words < MIN_WORDS) thin.push(`${path}: ${words} words`);
  }
  expect(thin).toEqual([]);
});
