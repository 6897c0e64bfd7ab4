/**
 * A signed-in user's public calls are unsigned, so the service worker answers
 * them from its store like anyone else's (docs/pwa.md, "One TTL cache"). Own
 * server, so the admin CLI can make a login link on its data directory.
 */
import type { Response } from '@playwright/test';
import { expect, test } from './support/test';
import { createLoginLink, freePort, removeDir, startServer, tempDir, type OwnServer } from './pwa-support/own-server';
import { indexedDbContents, openControlled, recordWorkerRequests } from './pwa-support/service-worker';
import { DIST_DIR } from './support/paths';

const PUBLIC_CALLS = ['/main/api/v2/public/currencies', '/main/api/v2/exchangeRate/list', '/main/api/v2/mining/algorithms'];
const SIGNING_HEADERS = ['x-auth', 'x-time', 'x-nonce', 'x-organization-id'];

test.describe('a signed-in user', () => {
  // Its own server seeds a fresh database (about 10 s idle, several times that under CI load).
  test.setTimeout(180_000);
  let server: OwnServer | undefined;
  let dataDir: string | undefined;

  test.afterEach(async ({ page }) => {
    // The page first: its polling (unread notifications, the status monitor) must not meet a stopped server.
    await page.close();
    await server?.stop();
    if (dataDir) removeDir(dataDir);
  });

  test('gets public answers from the worker store, asked for unsigned', async ({ page, context }) => {
    dataDir = tempDir('hashvale-pwa-signed-in-');
    server = await startServer({ port: await freePort(), dataDir, staticDir: DIST_DIR });
    // A first visit fills the worker's store.
    await openControlled(page, `${server.url}/`);

    await page.goto('about:blank');
    const profile = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v2/profile');
    await page.goto(await createLoginLink(server, 'pwa-signed-in@example.com'));
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });
    expect((await profile).headers()['x-auth']).toMatch(/:[0-9a-f]{64}$/); // the session signs

    // The worker fills its store in the background (sw/api-cache/warm-public-api.ts):
    // under load that can outlast the sign-in, so wait until it holds every call.
    await expect
      .poll(
        async () => {
          const keys = (await indexedDbContents(page))['hashvale-sw-public-api'] ?? [];
          const paths = new Set(keys.map((key) => key.replace(/^responses:/, '').split('?')[0]));
          return PUBLIC_CALLS.filter((path) => !paths.has(path));
        },
        { timeout: 30_000 },
      )
      .toEqual([]);

    // Signed in, a new page load asks for the startup data again.
    const worker = recordWorkerRequests(context);
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (PUBLIC_CALLS.includes(new URL(response.url()).pathname)) answers.push(response);
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => new Set(answers.map((r) => new URL(r.url()).pathname)).size, { timeout: 30_000 }).toBe(PUBLIC_CALLS.length);

    for (const answer of answers) {
      const path = new URL(answer.url()).pathname;
      const sent = await answer.request().allHeaders();
      for (const header of SIGNING_HEADERS) expect(sent[header], `${header} on ${path}`).toBeUndefined();
      expect(answer.fromServiceWorker(), path).toBe(true);
      expect(await answer.headerValue('x-hashvale-cache'), path).toBe('fresh');
    }
    // Answered from the store: the worker sent none of them to the network.
    expect(worker.urls().filter((url) => PUBLIC_CALLS.includes(url.split('?')[0]!))).toEqual([]);
  });
});
