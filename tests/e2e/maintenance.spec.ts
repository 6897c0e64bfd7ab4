/**
 * Maintenance with the admin command (spec section 4): the banner shows while
 * the API marks maintenance; once the header has been gone for more than
 * 10 s the flag resets and the app reboots (runs its startup calls again)
 * without reloading the page. The page's clock is Playwright's, stopped once
 * the app is up and moved on by hand, so the 10 s are counted, not waited.
 */
import type { Page } from '@playwright/test';
import { MAINTENANCE_FLAG_TIMEOUT_MS } from '../../src/config/limits';
import { expect, test, waitForApp } from './support/test';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from './store-support/own-server';

/** While a flag is on the app asks for the flags every half timeout (src/features/system/flag-watch.ts). */
const FLAG_POLL_MS = MAINTENANCE_FLAG_TIMEOUT_MS / 2;

const isFlagsCall = (url: string) => new URL(url).pathname === '/api/v2/system/flags';

// One server for the file, its tests one after another: each sets the server's maintenance.
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

/** Counts the page's flags calls still waiting for their answer. */
function watchFlagsCalls(page: Page): () => number {
  let waiting = 0;
  page.on('request', (r) => void (isFlagsCall(r.url()) && (waiting += 1)));
  const done = (r: { url(): string }) => void (isFlagsCall(r.url()) && (waiting -= 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => waiting;
}

/**
 * Moves the stopped clock on by one poll and waits until the app has read the poll's answer.
 * The app shares one request among simultaneous callers, so a poll due while an earlier
 * flags call is still on its way sends nothing: wait for that one first.
 */
async function nextPoll(page: Page, flagsCallsWaiting: () => number): Promise<void> {
  await expect.poll(flagsCallsWaiting).toBe(0);
  const polled = page.waitForRequest((r) => isFlagsCall(r.url()));
  await page.clock.runFor(FLAG_POLL_MS);
  const answer = await (await polled).response();
  await answer?.finished();
  // One task of the page's own after the answer's: the app has handled it (a message port is not a faked timer).
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

test('shows the banner during maintenance and reboots 10 s after it ends', async ({ page }) => {
  test.setTimeout(90_000);
  await server.admin('flags', 'set', 'IS_MAINTENANCE', 'true');
  await page.clock.install();
  const flagsCallsWaiting = watchFlagsCalls(page);
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  const banner = page.getByTestId('maintenance-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('role', 'status');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  // Still there well past 10 s (three polls): the app keeps seeing the header while maintenance lasts.
  for (let poll = 0; poll < 3; poll += 1) await nextPoll(page, flagsCallsWaiting);
  await expect(banner).toBeVisible();

  // A marker on window survives a reboot but not a page reload.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await server.admin('flags', 'set', 'IS_MAINTENANCE', 'false');
  const reboot = page.waitForRequest((r) => r.url().endsWith('/api/v2/time'), { timeout: 30_000 });

  // The last header came with the last poll, just before the flag went off: one poll on, no
  // header for 5 s, the banner stays; more than 10 s on, it goes.
  await page.clock.runFor(FLAG_POLL_MS);
  await expect(banner).toBeVisible();
  await page.clock.runFor(MAINTENANCE_FLAG_TIMEOUT_MS - FLAG_POLL_MS + 1);
  await expect(banner).toBeHidden();
  await page.clock.resume();
  await reboot;
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a window scheduled to start now: the flags say maintenance and the banner gives its start and expected duration; cancelled, the flag clears', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const maintenanceFlag = async () => {
    const { list } = (await (await request.get(`${server.url}/api/v2/system/flags`)).json()) as { list: { flagName: string; flagValue: unknown }[] };
    return list.find((flag) => flag.flagName === 'IS_MAINTENANCE')?.flagValue;
  };
  const window = await server.admin<{ id: number; starts: number }>(
    'status',
    'maintenance',
    'schedule',
    '--title',
    'Database upgrade',
    '--components',
    'website,rest-api',
    '--start',
    'now',
    '--duration',
    '45-90',
  );
  await expect.poll(maintenanceFlag).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  const detail = page.getByTestId('maintenance-banner').getByTestId('maintenance-window');
  await expect(detail).toContainText('45 to 90 minutes');
  // With the banner above it the bar is in the flow: the hero does not keep room for it (an empty dark band).
  const heroPadding = await page.locator('[data-hero]').evaluate((hero) => parseFloat(getComputedStyle(hero).paddingTop));
  const headerHeight = await page.locator('header.header').evaluate((header) => header.getBoundingClientRect().height);
  expect(heroPadding).toBeLessThan(headerHeight);
  // The start in the reader's own zone, as the browser writes it.
  const start = await page.evaluate(
    (ms) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(ms),
    window.starts,
  );
  await expect(detail).toContainText(start);

  await server.admin('status', 'maintenance', 'cancel', String(window.id));
  await expect.poll(maintenanceFlag).toBe(false);
});
