/**
 * A new build deployed while the page is open: the browser's update check
 * (run when the page becomes visible again) installs the new worker, which
 * waits; the app shows the update notice; nothing reloads until the user
 * clicks Reload, which activates the new worker. The test runs its own server
 * so it can restart it on the next build at the same origin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { DIST_DIR } from './support/paths';
import { freePort, nextDeployOf, removeDir, startServer, tempDir, type OwnServer } from './pwa-support/own-server';
import { openControlled, workerVersion } from './pwa-support/service-worker';

// The server is stopped and started again for the new deploy; the error monitor's
// late configuration call (after load and idle) and the incident banner's poll of the
// status summary (every 2 s on the stratum generator) may land in that gap, the
// latter answered 503 by the service worker as the network fails.
test.use({
  allowedProblem:
    /api\/v2\/monitor\/config.*ERR_CONNECTION_REFUSED|ERR_CONNECTION_REFUSED.*api\/v2\/monitor\/config|(503|ERR_CONNECTION_REFUSED).*api\/v2\/status\/summary|api\/v2\/status\/summary.*(503|ERR_CONNECTION_REFUSED)/,
});

test.describe('updates', () => {
  test.setTimeout(120_000);
  let server: OwnServer | undefined;
  const dirs: string[] = [];

  test.afterEach(async ({ page }) => {
    // The page first: its polling must not meet a stopped server after the test.
    await page.close();
    await server?.stop();
    for (const dir of dirs) removeDir(dir);
  });

  test('shows the update notice for a new deploy and activates it on Reload only', async ({ page }) => {
    const { version } = JSON.parse(readFileSync(path.join(DIST_DIR, 'version.json'), 'utf8')) as { version: string };
    const nextVersion = `${version}.next`;
    const nextDist = nextDeployOf(version, nextVersion);
    const dataDir = tempDir('hashvale-pwa-update-');
    dirs.push(nextDist, dataDir);
    const port = await freePort();

    server = await startServer({ port, dataDir, staticDir: DIST_DIR });
    await openControlled(page, `${server.url}/stratum-generator`);
    expect(await workerVersion(page)).toBe(version);
    // Something only this document holds, as form input would be.
    await page.evaluate(() => ((window as unknown as { unsavedInput: string }).unsavedInput = 'typed'));

    await server.stop();
    server = await startServer({ port, dataDir, staticDir: nextDist });
    // Coming back to the tab runs registration.update() (src/lib/pwa.ts).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    const notice = page.getByRole('status').filter({ hasText: 'A new version of Hashvale is available.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    // The new worker waits: the old one still controls and the page was not reloaded.
    expect(await workerVersion(page)).toBe(version);
    expect(await page.evaluate(() => (window as unknown as { unsavedInput?: string }).unsavedInput)).toBe('typed');

    await notice.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => (window as unknown as { unsavedInput?: string }).unsavedInput === undefined);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await workerVersion(page)).toBe(nextVersion);
    await expect(page.getByText('A new version of Hashvale is available.')).toHaveCount(0);
  });
});
