/**
 * Issue 34's browser test: two servers on one PostgreSQL (a throwaway cluster,
 * as the server-postgres vitest project uses). An incident opened on the
 * marketplace through one server's admin socket reaches the other within 5 s:
 * its JSON summary, its /status page, its Atom feed and the marketplace
 * page's banner (already open, so the banner comes by its own polling); an
 * update and the resolution move it through its states there too. The 5 s
 * are the summary's 3 s in the response cache plus the banner's 2 s poll.
 */
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/test/throwaway-postgres';
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

const WITHIN_MS = 5_000;

test.describe.configure({ mode: 'serial' });

let postgres: ThrowawayPostgres | undefined;
let one: OwnServer;
let other: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(3 * OWN_SERVER_START_TIMEOUT_MS);
  postgres = await startThrowawayPostgres();
  // One after the other: the first migrates and seeds the shared database.
  one = await startOwnServer({ DATABASE_URL: postgres.url });
  other = await startOwnServer({ DATABASE_URL: postgres.url });
});
test.afterAll(async () => {
  await other?.stop();
  await one?.stop();
  postgres?.remove();
});

interface Summary {
  incidents: Array<{ id: number; title: string; state: string; resolved: number | null }>;
  components: Array<{ id: string; state: string }>;
}

const text = async (url: string) => (await fetch(url)).text();
const summaryOf = async (server: OwnServer) => (await (await fetch(`${server.url}/api/v2/status/summary`)).json()) as Summary;

test('an incident opened through one server shows on the other within 5 s, and moves through its states there', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Orders are not filled ${Date.now().toString(36)}`;
  await page.goto(`${other.url}/marketplace`);
  await waitForApp(page);
  const banner = page.getByTestId('incident-banner');
  await expect(banner).toHaveCount(0);

  const opened = await one.admin<{ id: number }>(
    'status',
    'incident',
    'open',
    '--title',
    title,
    '--components',
    'marketplace:major_outage',
    '--message',
    'Orders wait in the queue; we are looking into it.',
  );
  const since = Date.now();
  await expect.poll(async () => (await summaryOf(other)).incidents.find((i) => i.id === opened.id)?.state, { timeout: WITHIN_MS }).toBe('investigating');
  await expect.poll(() => text(`${other.url}/status`), { timeout: WITHIN_MS }).toContain(title);
  await expect.poll(() => text(`${other.url}/status/feed.xml`), { timeout: WITHIN_MS }).toContain(title);
  await expect(banner).toContainText(title, { timeout: WITHIN_MS });
  expect(Date.now() - since).toBeLessThanOrEqual(WITHIN_MS);
  await expect(banner).toHaveAttribute('role', 'status');
  await expect(banner).toContainText('Status: Investigating');
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/status');
  expect((await summaryOf(other)).components.find((c) => c.id === 'marketplace')?.state).toBe('major_outage');

  // The other server's footer, on a fresh page, names the trouble and links to /status.
  const fresh = await page.context().newPage();
  await fresh.goto(`${other.url}/calculator`);
  await waitForApp(fresh);
  const footer = fresh.getByTestId('service-status');
  await expect(footer).toContainText('Hash-power marketplace: Major outage');
  await expect(footer).toHaveAttribute('data-status-value', '0');
  // The calculator depends on Statistics only: no banner there.
  await expect(fresh.getByTestId('incident-banner')).toHaveCount(0);
  await fresh.close();

  await one.admin('status', 'incident', 'update', String(opened.id), '--state', 'identified', '--message', 'A stuck matching queue.');
  const updated = Date.now();
  await expect(banner).toContainText('Status: Identified', { timeout: WITHIN_MS });
  expect(Date.now() - updated).toBeLessThanOrEqual(WITHIN_MS);
  await expect.poll(async () => (await summaryOf(other)).incidents.find((i) => i.id === opened.id)?.state, { timeout: WITHIN_MS }).toBe('identified');
  await expect.poll(() => text(`${other.url}/status`), { timeout: WITHIN_MS }).toContain('A stuck matching queue.');
  await expect.poll(() => text(`${other.url}/status/feed.xml`), { timeout: WITHIN_MS }).toContain('A stuck matching queue.');

  await one.admin('status', 'incident', 'resolve', String(opened.id), '--message', 'Orders are filled again.');
  const resolved = Date.now();
  await expect(banner).toHaveCount(0, { timeout: WITHIN_MS });
  expect(Date.now() - resolved).toBeLessThanOrEqual(WITHIN_MS);
  await expect.poll(async () => (await summaryOf(other)).incidents.find((i) => i.id === opened.id)?.resolved !== null, { timeout: WITHIN_MS }).toBe(true);
  expect((await summaryOf(other)).components.find((c) => c.id === 'marketplace')?.state).toBe('operational');
  await expect.poll(() => text(`${other.url}/status`), { timeout: WITHIN_MS }).toContain('Orders are filled again.');
  await expect.poll(() => text(`${other.url}/status/feed.xml`), { timeout: WITHIN_MS }).toContain('Orders are filled again.');
});
