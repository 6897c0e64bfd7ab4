/**
 * The stratum generator: a correct line for SHA256 in USA-West with a given
 * address, checked addresses with errors in the visitor's language, the
 * state in the address, every miner's settings with download buttons and a
 * QR code, algorithm pages linking to it, and offline use.
 */
import { expect, test, waitForApp } from './support/test';
import { goOffline, openControlled } from './pwa-support/service-worker';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

test.describe('stratum generator', () => {
  test('writes the SHA256 line for USA-West with the given address, and a reload keeps it', async ({ page }) => {
    await page.goto('/stratum-generator');
    await waitForApp(page);
    await page.getByTestId('stratum-algorithm').selectOption('SHA256');
    await page.getByLabel('USA-West').check();
    await page.getByTestId('stratum-address').fill(ADDRESS);
    await page.getByTestId('stratum-worker').fill('rig1');

    await expect(page.getByTestId('stratum-output')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('stratum-url')).toHaveText('stratum+tcp://sha256.usa-west.hashvale.example:9200');
    await expect(page.getByTestId('stratum-user')).toHaveText(`${ADDRESS}.rig1`);
    await expect(page.getByTestId('stratum-password')).toHaveText('x');
    await expect(page.locator('[data-miner="Braiins OS"] code')).toContainText("url = 'stratum+tcp://sha256.usa-west.hashvale.example:9200'");
    await expect(page).toHaveURL(new RegExp(`\\?algorithm=sha256&location=usa-west&address=${ADDRESS}&worker=rig1$`));
    // The block explorer's page of the address, from the currency's template (spec 9).
    await expect(page.getByTestId('stratum-explorer')).toHaveAttribute('href', `https://mempool.space/address/${ADDRESS}`);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('stratum-address')).toHaveValue(ADDRESS);
    await expect(page.getByTestId('stratum-url')).toHaveText('stratum+tcp://sha256.usa-west.hashvale.example:9200');
  });

  test('switches to TLS and gives GPU miners their own lines', async ({ page }) => {
    await page.goto(`/stratum-generator?algorithm=kawpow&protocol=ssl&address=${ADDRESS}`);
    await waitForApp(page);
    await expect(page.getByTestId('stratum-url')).toHaveText('stratum+ssl://kawpow.eu-west.hashvale.example:443');
    await expect(page.locator('[data-miner="T-Rex"] code')).toHaveText(
      `t-rex -a kawpow -o stratum+ssl://kawpow.eu-west.hashvale.example:443 -u ${ADDRESS}.worker1 -p x`,
    );
    // Every miner that mines KawPow: pool fields, five command lines, our two programs and a HiveOS flight sheet (issue 33).
    await expect(page.getByTestId('miner-snippet')).toHaveCount(9);
    await expect(page.locator('[data-miner="HiveOS"] code')).toContainText('Wallet and worker template: %WAL%.%WORKER_NAME%');
  });

  test('downloads a miner file and draws the pool fields as a QR code, without inline styles', async ({ page }) => {
    await page.goto(`/stratum-generator?algorithm=sha256&address=${ADDRESS}&worker=rig1`);
    await waitForApp(page);
    const qr = page.getByTestId('stratum-qr').getByTestId('qr-code');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('aria-label', new RegExp(`User: ${ADDRESS}\\.rig1`));
    expect(await page.getByTestId('stratum-qr').locator('[style]').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Braiins OS as bosminer.toml' }).click();
    expect((await download).suggestedFilename()).toBe('bosminer.toml');
  });

  test('says what is wrong with an address, in the visitor language', async ({ page }) => {
    await page.goto('/stratum-generator');
    await waitForApp(page);
    const address = page.getByTestId('stratum-address');
    const note = page.getByTestId('stratum-address-note');
    await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await expect(note).toHaveText('This is not a Bitcoin address. It starts with 1, 3 or bc1.');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    await expect(note).toContainText('checksum does not match');
    await expect(page.getByTestId('stratum-user')).toHaveText('BTC_ADDRESS.worker1');

    await page.goto('/stratum-generator?lang=de&address=1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
    await waitForApp(page);
    await expect(page.getByTestId('stratum-address-note')).toContainText('Prüfsumme stimmt nicht');
  });

  test('opens from an algorithm page with that algorithm chosen', async ({ page }) => {
    await page.goto('/algorithm/kawpow');
    await waitForApp(page);
    await page.getByTestId('algorithm-stratum-generator').click();
    await expect(page).toHaveURL(/\/stratum-generator\?algorithm=kawpow$/);
    await expect(page.getByTestId('stratum-algorithm')).toHaveValue('KAWPOW');
  });
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED|Failed to fetch|could not be reached|NetworkError/i });

  test('generates lines offline after one visit', async ({ page, context }) => {
    await openControlled(page, '/stratum-generator?algorithm=sha256');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId('stratum-url')).toBeVisible();

    await goOffline(context, page);
    await page.goto(`/stratum-generator?algorithm=sha256&location=usa-west&address=${ADDRESS}`);
    await waitForApp(page);
    await expect(page.getByTestId('stratum-url')).toHaveText('stratum+tcp://sha256.usa-west.hashvale.example:9200');
    await expect(page.getByTestId('stratum-user')).toHaveText(`${ADDRESS}.worker1`);
    await context.setOffline(false);
  });
});
