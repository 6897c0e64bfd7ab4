/**
 * The stratum doctor (issue 33): a T-Rex log with a TLS error, a cgminer log
 * with a refused worker and a clean log give the expected finding ids (and
 * "no problem found"), online and offline; bad input gets its message; the
 * generator, the mining help category and the offline page link to it.
 */
import { FIXTURES } from '../../src/features/stratum-doctor/fixtures';
import { BTC } from '../../src/features/stratum-doctor/fixtures/values';
import { expect, test, waitForApp } from './support/test';
import { goOffline, openControlled } from './pwa-support/service-worker';
import type { Page } from '@playwright/test';

const DOCTOR = '/stratum-generator/doctor';
const trex = FIXTURES.trex!;
const cgminer = FIXTURES.cgminer!;

const PASTES = {
  trexTls: `${trex.banner}\n${trex.lines['tls-certificate']}`,
  cgminerRefusedWorker: `${cgminer.banner}\n${cgminer.lines.unauthorized}`,
  clean: `${trex.banner}\n${trex.clean}`,
};

/** Clears the last report first: a short paste is read within one task, so "done" alone could be the previous one. */
async function check(page: Page, text: string): Promise<void> {
  const results = page.getByTestId('doctor-results');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(results).toHaveAttribute('data-status', 'idle');
  await page.getByLabel('Miner log, config file or command line').fill(text);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(results).toHaveAttribute('data-status', 'done');
}

async function findingIds(page: Page): Promise<string[]> {
  return page.getByTestId('doctor-finding').evaluateAll((items) => items.map((item) => item.getAttribute('data-finding') ?? ''));
}

/** The three pastes of the issue, each with what the page must say. */
async function readsTheThreePastes(page: Page): Promise<void> {
  await check(page, PASTES.trexTls);
  expect(await findingIds(page)).toEqual(['tls-certificate']);
  await expect(page.locator('[data-finding="tls-certificate"] h3')).toHaveText('TLS failed on the certificate');
  await expect(page.locator('[data-finding="tls-certificate"]')).toContainText('tls-certificate');

  await check(page, PASTES.cgminerRefusedWorker);
  expect(await findingIds(page)).toEqual(['unauthorized']);
  await expect(page.getByTestId('doctor-summary')).toContainText('cgminer / bmminer (Antminer)');

  await check(page, PASTES.clean);
  await expect(page.getByTestId('doctor-none')).toHaveText('No problem found');
  await expect(page.getByTestId('doctor-finding')).toHaveCount(0);
}

test.describe('stratum doctor', () => {
  test('reads a T-Rex TLS error, a cgminer refused worker and a clean log', async ({ page }) => {
    await page.goto(DOCTOR);
    await waitForApp(page);
    await expect(page.getByTestId('doctor-privacy')).toContainText('nothing is sent');
    await readsTheThreePastes(page);
    // The report's heading takes the focus, so a keyboard user lands on it.
    await expect(page.getByTestId('doctor-none')).toBeFocused();
  });

  test('sends nothing while it reads', async ({ page }) => {
    await page.goto(DOCTOR);
    await waitForApp(page);
    // The shell may fetch its own files meanwhile; nothing may carry the log or be sent with a body.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.url().includes(BTC) || request.url().includes('hashvale.example'))
        sent.push(`${request.method()} ${request.url()}`);
    });
    await check(page, PASTES.trexTls);
    expect(sent).toEqual([]);
  });

  test('gives bad input a clear message: nothing pasted, a binary file, a log in another language', async ({ page }) => {
    await page.goto(DOCTOR);
    await waitForApp(page);
    await check(page, '');
    await expect(page.getByRole('alert')).toHaveText('There is nothing to check yet. Paste a log, a config file or a command line first.');

    const binary = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < binary.length; i++) binary[i] = (i * 7919) % 251;
    await page.getByLabel('Or open a log file').setInputFiles({ name: 'miner.zip', mimeType: 'application/zip', buffer: binary });
    await expect(page.getByTestId('doctor-problem')).toHaveAttribute('data-problem', 'binary');

    await check(page, '[2026-11-20 09:14:02] 矿工 启动\n[2026-11-20 09:14:03] 无法 连接 到 矿池，网络 错误\n');
    await expect(page.getByTestId('doctor-note')).toHaveAttribute('data-note', 'foreign-language');
  });

  test('is linked from the generator, the mining help category and shows the corrected line to copy', async ({ page }) => {
    await page.goto('/stratum-generator');
    await waitForApp(page);
    await page.getByTestId('stratum-doctor-link').click();
    await expect(page).toHaveURL(new RegExp(`${DOCTOR}$`));
    await check(page, `${trex.banner}\n${trex.lines['port-blocked']}`);
    await expect(page.locator('[data-finding="port-blocked"] [data-testid="doctor-corrected"]')).toContainText(
      'stratum+ssl://kawpow.eu-west.hashvale.example:443',
    );

    await page.goto('/support/mining-help');
    await waitForApp(page);
    await expect(page.getByTestId('help-doctor-link')).toHaveAttribute('href', DOCTOR);
  });

  test('speaks the visitor language', async ({ page }) => {
    await page.goto(`${DOCTOR}?lang=de`);
    await waitForApp(page);
    await page.getByTestId('doctor-input').fill(PASTES.clean);
    await page.getByTestId('doctor-check').click();
    await expect(page.getByTestId('doctor-none')).toHaveText('Kein Problem gefunden');
  });
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|could not be reached|NetworkError/i });

  test('reads the three pastes offline after one visit', async ({ page, context }) => {
    await openControlled(page, DOCTOR);
    await page.reload();
    await waitForApp(page);

    await goOffline(context, page);
    await page.goto(DOCTOR);
    await waitForApp(page);
    await expect(page.getByTestId('offline-not-cached')).toHaveCount(0);
    await readsTheThreePastes(page);
    await context.setOffline(false);
  });

  test('is offered by the offline page, and opens offline on a device that never opened it', async ({ page, context }) => {
    await openControlled(page, '/');
    await goOffline(context, page);
    await page.goto('/download-center');
    await waitForApp(page);
    await page.getByTestId('offline-tools').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${DOCTOR}$`));
    await check(page, PASTES.trexTls);
    expect(await findingIds(page)).toEqual(['tls-certificate']);
    await context.setOffline(false);
  });
});
