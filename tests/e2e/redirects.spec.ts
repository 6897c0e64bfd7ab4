/**
 * The redirects of spec section 2 in a real browser, at load and on in-app
 * navigation. Targets under /my leave the app (the account area is its own
 * app); this server answers /my/* with the app too, so the final URL is what
 * is checked there.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';

test.use({ serviceWorkers: 'block' });

const ORG = 'da41b3bc-3d0b-4226-b7ea-aee73f94a518';
const ADDRESS = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';

async function finalPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === expected);
  await waitForApp(page);
}

const AT_LOAD: ReadonlyArray<[string, string]> = [
  ['/amsterdam-hashing', '/blog/post/amsterdam-hashing'],
  ['/mbajk', '/'],
  ['/lightning-card', '/'],
  ['/solo-mining?utm_source=old&x=1', '/easymining?utm_source=old&x=1'],
  ['/solo-mining/packages?x=1', '/easymining?x=1'],
  ['/solomining', '/easymining'],
  ['/earn-more-with-hashvale-miner?ref=2', '/hashvale-payrate?ref=2'],
  ['/earn-more-with-nhos', '/hashvale-payrate'],
  [`/miner/${ADDRESS}`, `/my/miner/${ADDRESS}`],
  ['/mining/stats', '/my/mining/stats'],
  [`/my/settings/notification?organizationId=${ORG}`, `/my/organization/${ORG}/notification`],
  ['/my/wallets?transactionId=tx-1', '/my/wallets/tx-1'],
  ['/miami2023?coupon=MIAMI', '/my/easymining/coupon#MIAMI&prague2023'],
  ['//about', '/'],
  ['/%2F%2F', '/'],
  ['/%2Fabout', '/'],
];

for (const [from, to] of AT_LOAD) {
  test(`${from} goes to ${to}`, async ({ page, baseURL }) => {
    // Absolute: page.goto would read "//about" as a protocol-relative URL.
    await page.goto(`${baseURL}${from}`);
    await finalPath(page, to);
  });
}

test('an in-app navigation to a redirect source is redirected too, replacing the history entry', async ({ page }) => {
  // A page the whole app draws (src/config/islands.ts): on a page of islands a link loads the next page.
  await page.goto('/algorithm');
  await waitForApp(page);
  await page.evaluate(() => history.pushState(null, '', '/amsterdam-hashing'));
  await finalPath(page, '/blog/post/amsterdam-hashing');
  await page.goBack();
  await expect(page).toHaveURL(/\/algorithm$/);
});

test('/miami2023 on another host than the main one is the not-found page', async ({ page, baseURL }) => {
  const otherHost = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${otherHost}/miami2023?coupon=MIAMI`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/miami2023');
});

test('/miner/{address} with an invalid address is not found', async ({ page }) => {
  const response = await page.request.get('/miner/0OIl');
  expect(response.status()).toBe(404);
});

test('/my/organization/{uuid} sets the current organization', async ({ page, context }) => {
  await page.goto(`/my/organization/${ORG}/notification`);
  await waitForApp(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'organizationId')?.value).toBe(ORG);
});

test('an organizationId in the hash sets the current organization', async ({ page, context }) => {
  await page.goto(`/my/dashboard#organizationId=${ORG}`);
  await waitForApp(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'organizationId')?.value).toBe(ORG);
});

test('/my/login?nhm&client=name/version records the client name and version', async ({ page, context }) => {
  await page.goto('/my/login?nhm&client=QuickMiner/1049');
  await waitForApp(page);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'clientApp')?.value).toBe('QuickMiner%2F1049');
});
