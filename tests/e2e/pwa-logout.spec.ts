/**
 * Logout clears the private data of the device: the next person must see
 * nothing of the last. Own server, so the admin CLI can make a login link on
 * its data directory.
 */
import { expect, test, waitForApp } from './support/test';
import { createLoginLink, freePort, removeDir, startServer, tempDir, type OwnServer } from './pwa-support/own-server';
import { cacheStorageContents, indexedDbContents, openControlled } from './pwa-support/service-worker';
import { DIST_DIR } from './support/paths';

const GUIDE = '/guide/first-hash-power-order';
/** Keys of signed-in calls and pages. */
const PRIVATE_KEY = /profile|accounting|notifications|activity|my-cases|auth\/|supportdesk\/api\/v1\/(?!categories)/i;

test.describe('logout', () => {
  test.setTimeout(90_000);
  let server: OwnServer | undefined;
  let dataDir: string | undefined;

  test.afterEach(async ({ page }) => {
    // The page first: its polling (unread notifications, the status monitor) must not meet a stopped server.
    await page.close();
    await server?.stop();
    if (dataDir) removeDir(dataDir);
  });

  test('leaves no private response in CacheStorage or IndexedDB', async ({ page }) => {
    dataDir = tempDir('hashvale-pwa-logout-');
    server = await startServer({ port: await freePort(), dataDir, staticDir: DIST_DIR });
    await openControlled(page, `${server.url}/`);

    // A new document: a hash change alone would not run the app's startup, which reads the token.
    await page.goto('about:blank');
    await page.goto(await createLoginLink(server, 'pwa-logout@example.com'));
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await expect(userMenu).toBeVisible();
    await page.goto(`${server.url}${GUIDE}`);
    await waitForApp(page);
    await page.goto(`${server.url}/support/my-cases`);
    await waitForApp(page);
    // Something private another part of the app might have cached.
    await page.evaluate(async () => {
      await (await caches.open('private-responses')).put('/api/v2/profile', new Response('{"email":"pwa-logout@example.com"}'));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('private-probe', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('responses');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('responses', 'readwrite');
          tx.objectStore('responses').put({ email: 'pwa-logout@example.com' }, '/api/v2/profile');
          tx.oncomplete = () => (open.result.close(), resolve());
        };
      });
    });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await expect.poll(async () => Object.entries(await cacheStorageContents(page)).filter(([name]) => !name.startsWith('workbox-precache'))).toEqual([]);
    // Whatever refills after logout (public answers, the page on screen) may be there; nothing from before.
    await expect
      .poll(async () => {
        const contents = await indexedDbContents(page);
        return {
          privateKeys: Object.values(contents)
            .flat()
            .filter((key) => PRIVATE_KEY.test(key)),
          visitedBeforeLogout: (contents['hashvale-visited-pages'] ?? []).filter((key) => key.endsWith(GUIDE)),
        };
      })
      .toEqual({ privateKeys: [], visitedBeforeLogout: [] });
  });
});
