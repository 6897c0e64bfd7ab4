/**
 * The signing doctor (docs/api-signing.md, "The signing doctor"): each of the
 * eleven known mistakes, pasted as curl, gets its finding id, a correct request
 * gets "valid", and no request the page makes carries the secret. Without
 * JavaScript the page still explains every finding.
 */
import type { Page, Request } from '@playwright/test';
import { buildPath } from '../../src/config/paths';
import { doctorCases, CASE_SECRET } from '../../src/features/signing-doctor/doctor-cases';
import { FINDING_IDS } from '../../src/features/signing-doctor/findings';
import { expect, test, waitForApp } from './support/test';

async function openDoctor(page: Page): Promise<void> {
  await page.goto(buildPath('signingDoctor'));
  await page.getByTestId('signing-request').click();
  await expect(page.locator('hv-island[data-island="signingDoctor"][data-hydrated]')).toHaveCount(1);
}

test('each known mistake gets its finding, a correct request is valid, and no request carries the secret', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const sent: Request[] = [];
  page.on('request', (request) => sent.push(request));
  await openDoctor(page);
  const time = (await (await page.request.get(`${baseURL}/api/v2/time`)).json()) as { serverTime: number };
  const cases = await doctorCases(time.serverTime);
  expect(cases).toHaveLength(12);
  for (const c of cases) {
    await page.getByTestId('signing-request').fill(c.requests[0]!);
    await page.getByTestId('signing-second').fill(c.requests[1] ?? '');
    await page.getByTestId('signing-key').fill(c.keyId);
    await page.getByTestId('signing-secret').fill(c.secret);
    await page.getByTestId('signing-check').click();
    const verdict = page.getByTestId('signing-verdict');
    await expect(verdict, c.name).toBeVisible();
    if (c.name === 'valid') {
      await expect(verdict, c.name).toHaveAttribute('data-verdict', 'valid');
      await expect(page.getByTestId('signing-expected')).toContainText(c.keyId);
    } else {
      await expect(page.locator(`[data-testid="signing-findings"] [data-finding="${c.name}"]`), c.name).toHaveCount(1);
    }
    // The next case must not read this one's report.
    await page.getByTestId('signing-request').fill('');
    await page.getByTestId('signing-check').click();
    await expect(page.getByTestId('signing-results')).toHaveAttribute('data-status', 'unreadable');
  }
  // The message shows each separator.
  await page.getByTestId('signing-request').fill(cases[0]!.requests[0]!);
  await page.getByTestId('signing-check').click();
  await expect(page.locator('[data-testid="signing-message"] mark')).toHaveCount(9);

  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    const text = [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? ''].join('\n');
    expect(text, request.url()).not.toContain(CASE_SECRET);
  }
});

test('without JavaScript the page explains every finding, and the developers page links to it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(buildPath('signingDoctor'));
  await expect(page.getByTestId('signing-privacy')).toBeVisible();
  for (const id of FINDING_IDS) await expect(page.locator(`#finding-${id}`), id).toContainText(id);
  await page.goto(buildPath('softwareDevelopers'));
  await expect(page.getByTestId('signing-doctor-link').locator('a')).toHaveAttribute('href', buildPath('signingDoctor'));
  await expect(page.locator('#error-2000 a')).toHaveAttribute('href', buildPath('signingDoctor'));
  await expect(page.locator('[data-testid="error-codes"] a[href="#error-2002"]')).toHaveCount(1);
  await context.close();
});

test('after one visit the doctor opens and checks offline, saying the server time could not be read', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto(buildPath('signingDoctor'));
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  await context.setOffline(true);
  // Offline, the worker answers with the app's shell, and the app draws the page.
  await page.reload();
  await expect(page.locator('#finding-nonce-reused')).toBeVisible();
  const [valid] = await doctorCases(Date.now());
  await page.getByTestId('signing-request').fill(valid!.requests[0]!);
  await page.getByTestId('signing-check').click();
  await expect(page.getByTestId('signing-verdict')).toHaveAttribute('data-verdict', 'unchecked');
  await expect(page.getByTestId('signing-results')).toContainText(/X-Time/);
  await context.close();
});
