/**
 * The public forms against a real server of their own (issue 15): a form is
 * filled and sent and shows up in `forms list`; bad input is answered per
 * field; the subscription is confirmed through the link `mail list` prints;
 * a form sent offline arrives exactly once after going online, with the
 * service worker active.
 */
import { expect, test, waitForApp } from './support/test';
import { goOffline, openControlled } from './pwa-support/service-worker';
import { measureLayout } from './support/layout-checks';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

interface Submission {
  form: string;
  email: string | null;
  fields: Record<string, unknown>;
  marketing: Record<string, string>;
}
const submissions = async (form: string) => (await server.admin<{ submissions: Submission[] }>('forms', 'list', '--form', form)).submissions;

test('a business development proposal is sent with the marketing values and listed', async ({ page }) => {
  const email = `bd-${Date.now()}@example.com`;
  await page.goto(`${server.url}/business-development?utm_source=e2e-news`);
  await waitForApp(page);
  await page.getByLabel(/^Name/).fill('Ada Lovelace');
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByLabel(/^Message/).fill('A partnership proposal.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('form-sent')).toHaveText(/we received your message/);
  const stored = (await submissions('businessDevelopment')).filter((s) => s.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.marketing).toEqual({ utm_source: 'e2e-news' });
});

test('a quote request takes a hash rate with its unit ("500 PH/s" pasted sets both) and is listed with it', async ({ page }) => {
  const email = `quote-${Date.now()}@example.com`;
  await page.goto(`${server.url}/private-endpoint-solution/quote`);
  await waitForApp(page);
  const form = page.getByTestId('form-privateEndpointQuote');
  await form.getByLabel(/^Name/).fill('Quinn');
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Algorithm/).fill('SHA256');
  const rate = form.getByLabel(/^Hash rate/);
  await rate.focus();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/plain', '500 PH/s');
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(rate).toHaveValue('500');
  await expect(form.getByRole('combobox', { name: 'Unit' })).toHaveValue('PH/s');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('form-sent')).toBeVisible();
  const stored = (await submissions('privateEndpointQuote')).filter((s) => s.email === email);
  expect(stored.map((s) => s.fields.hashrate)).toEqual(['500 PH/s']);
});

test('on a phone a form page draws its form as one card, not a card inside a card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/business-development', '/law-enforcement-request', '/mining-affiliate/apply', '/rate-experience']) {
    await page.goto(`${server.url}${path}`);
    await waitForApp(page);
    await expect(page.locator('main form')).toBeVisible();
    expect(await page.locator('main .card .card').count(), path).toBe(0);
    // The fields use the phone's width: the page's and the card's padding only.
    const field = (await page.locator('main form input[type="email"], main form textarea').first().boundingBox())!;
    expect(field.width, path).toBeGreaterThan(300);
  }
});

test('bad input is listed above the form with links, and the first field gets focus', async ({ page }) => {
  await page.goto(`${server.url}/law-enforcement-request`);
  await waitForApp(page);
  await page.getByLabel(/^E-mail address/).fill('not an address');
  await page.getByRole('button', { name: 'Send' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please correct the following');
  await expect(summary.getByRole('link', { name: 'E-mail address: Enter an e-mail address like name@example.com.' })).toBeVisible();
  await expect(page.getByLabel(/^Agency/)).toBeFocused();
  await summary.getByRole('link', { name: /^Request:/ }).click();
  await expect(page).toHaveURL(/#lawEnforcementRequest-request$/);
});

test.describe('a .pdf that is really a program', () => {
  test.use({ allowedProblem: /400.*lawEnforcementRequest/ });

  test('is refused by the server with a clear message on the field', async ({ page }) => {
    await page.goto(`${server.url}/law-enforcement-request`);
    await waitForApp(page);
    await page.getByLabel(/^Agency/).fill('City Police');
    await page.getByLabel(/^Officer's name/).fill('J. Doe');
    await page.getByLabel(/^E-mail address/).fill('jd@example.com');
    await page.getByLabel(/^Request/).fill('Records for case 12.');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
    await page.getByLabel(/^Documents/).setInputFiles({ name: 'warrant.pdf', mimeType: 'application/pdf', buffer: program });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText("A file's content does not match its name");
  });
});

test('the subscription is confirmed through the link that `mail list` prints', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  await page.goto(`${server.url}/verify-subscribe`);
  await waitForApp(page);
  await page.getByLabel(/^E-mail address/).fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('form-sent')).toContainText('Check your inbox');
  const { mail } = await server.admin<{ mail: Array<{ to: string; link: string }> }>('mail', 'list');
  const link = mail.find((m) => m.to === email)!.link;
  expect(link).toMatch(new RegExp(`^${server.url}/verify-subscribe\\?token=[0-9a-f]{64}$`));
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByTestId('link-action')).toHaveText('Your subscription is confirmed. Thank you!');
});

test('/unsubscribe without a link says where the link is and offers no form that would subscribe', async ({ page }) => {
  await page.goto(`${server.url}/unsubscribe`);
  await waitForApp(page);
  await expect(page.getByTestId('unsubscribe-no-link')).toContainText('Every newsletter we send ends with an unsubscribe link');
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.getByLabel(/^E-mail address/)).toHaveCount(0);
  // /verify-subscribe, the same screen, still offers the subscription.
  await page.goto(`${server.url}/verify-subscribe`);
  await waitForApp(page);
  await expect(page.getByTestId('form-subscribe')).toBeVisible();
});

test('the affiliate thank-you page thanks only after a real application', async ({ page }) => {
  await page.goto(`${server.url}/mining-affiliate/thankyou`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: /Apply first/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|NetworkError/i });

  test('an application sent offline waits, then arrives exactly once after going online', async ({ page, context }) => {
    const email = `offline-${Date.now()}@example.com`;
    await openControlled(page, `${server.url}/mining-affiliate/apply`);
    await page.getByLabel(/^Name/).fill('Offline Miner');
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByLabel(/^Website/).fill('https://miner.example');
    await goOffline(context, page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('form-queued')).toContainText('will be sent when you are back online');
    expect((await submissions('miningAffiliate')).filter((s) => s.email === email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible({ timeout: 20_000 });
    // A reload starts the outbox again: nothing is left to send twice.
    await page.reload();
    await waitForApp(page);
    await expect.poll(async () => (await submissions('miningAffiliate')).filter((s) => s.email === email).length).toBe(1);
  });
});

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
]) {
  test(`a form with its errors fits the ${name} (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.url}/private-endpoint-solution/quote`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    const report = await measureLayout(page);
    expect(report, JSON.stringify(report, null, 1)).toEqual({ overflowPx: 0, tooWide: [], lowContrast: [], hugeIcons: [], unstyledBlocks: [] });
    await page.getByTestId('form-privateEndpointQuote').screenshot({ path: testInfo.outputPath(`form-${name}.png`) });
  });
}
