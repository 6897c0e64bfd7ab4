/**
 * The error monitor end to end, on a fresh server with no SENTRY_DSN: a page
 * error thrown by a signed-in visitor reaches `npm run admin -- errors list`
 * through our own tunnel, with its component chain and none of the session's
 * secrets; a burst of errors is throttled; the footer and /status show the
 * service status, /status also without JavaScript.
 */
import type { Page } from '@playwright/test';
import { ERROR_MONITOR_LIMITS } from '../../src/config/limits';
import { STATUS_COMPONENTS } from '../../src/config/status-components';
import { expect, test, waitForApp } from './support/test';
import { startOwnServer, type OwnServer } from './store-support/own-server';

// One own server for the file: starting one takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

interface Listed {
  reports: Array<{ id: number; source: string; title: string }>;
}

const isEnvelope = (url: string) => url.endsWith('/api/v2/monitor/envelope');

/**
 * Throws each message as an uncaught error, each in a task of its own. The
 * tasks are a message port's: Playwright's clock catches what its faked
 * timers' callbacks throw, so those would never reach the page's listeners.
 */
async function throwUncaught(page: Page, messages: string[]): Promise<void> {
  await page.evaluate(
    (list) =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        let next = 0;
        channel.port1.onmessage = () => {
          if (next === list.length) return done();
          channel.port2.postMessage(null);
          throw new Error(list[next++]);
        };
        channel.port2.postMessage(null);
      }),
    messages,
  );
}

async function signIn(page: Page): Promise<{ secretToken: string; loginSessionId: string; loginToken: string }> {
  const { loginLink } = await server.admin<{ loginLink: string }>('user', 'create', '--email', `mon-${Date.now()}@example.com`);
  await page.addInitScript(() => localStorage.setItem('hashvale:debug', '1'));
  await page.goto(loginLink);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await waitForApp(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hashvale.session') ?? '{}') as Record<string, string>);
  return { secretToken: stored.secretToken!, loginSessionId: stored.loginSessionId!, loginToken: new URL(loginLink).hash.split('=')[1]! };
}

test.describe('error reports', () => {
  test.use({ allowedProblem: /Component error|monitor-burst|Page failed/ });

  test('a thrown page error arrives in errors list with its component chain and no secret', async ({ page }) => {
    const session = await signIn(page);
    // The SDK loads a few seconds after the load event, when the browser is idle.
    const sent = page.waitForResponse((r) => isEnvelope(r.url()), { timeout: 25_000 });
    await page.evaluate((secret) => window.hashvaleShell!.crashPage(`monitor-e2e failed for ${secret}`), session.secretToken);
    expect((await sent).status()).toBe(200);

    const { reports } = await server.admin<Listed>('errors', 'list');
    const report = reports.find((r) => r.title.includes('monitor-e2e'));
    expect(report, JSON.stringify(reports)).toBeDefined();
    expect(report!.source).toBe('browser');
    const shown = await server.admin<{ body: { contexts?: { react?: { componentStack?: string } } } }>('errors', 'show', String(report!.id));
    // The component chain, with the production build's minified component names.
    const chain = shown.body.contexts?.react?.componentStack ?? '';
    expect(chain).toContain('at main');
    expect(chain.split('\n    at ').length).toBeGreaterThan(5);
    const text = JSON.stringify(shown);
    for (const secret of [session.secretToken, session.loginSessionId, session.loginToken]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/[0-9a-f-]{36}:[0-9a-f]{64}/); // an X-Auth value
  });

  test('50 errors thrown in one second produce at most 10 reports', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    // Wait for the SDK: it is loaded when a first report goes out.
    const first = page.waitForResponse((r) => isEnvelope(r.url()), { timeout: 25_000 });
    await throwUncaught(page, ['monitor-burst warm-up']);
    await first;
    // Stop the page's clock past the warm-up's second: the burst has a window of its own, and all of it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_100);
    const reports: string[] = [];
    page.on('request', (r) => {
      if (isEnvelope(r.url())) reports.push(r.postData() ?? '');
    });
    await throwUncaught(
      page,
      Array.from({ length: 50 }, (_, i) => `monitor-burst ${i}`),
    );
    // One more error a second later, which the throttle lets through: once its report is out, the
    // burst's reports have gone (each error takes the same path, in the order thrown).
    await page.clock.runFor(1_000);
    const last = page.waitForRequest((r) => isEnvelope(r.url()) && (r.postData() ?? '').includes('monitor-burst last'));
    await throwUncaught(page, ['monitor-burst last']);
    await last;
    const burst = reports.filter((body) => /monitor-burst \d/.test(body) && !body.includes('monitor-burst last'));
    expect(burst.length).toBeGreaterThan(0);
    expect(burst.length).toBeLessThanOrEqual(ERROR_MONITOR_LIMITS.maxReportsPerSecond);
  });
});

test('the footer shows the service status and links the status page, which lists every component', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await waitForApp(page);
  const status = page.getByTestId('service-status');
  // On a page of islands the footer's status hydrates as the footer comes near (docs/rendering.md).
  await status.scrollIntoViewIfNeeded();
  await expect(status).toHaveAttribute('data-status-value', '1');
  await expect(status).toContainText('All systems working');
  await status.click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByTestId('status-overall')).toHaveAttribute('data-status-value', '1');
  await expect(page.locator('[data-component]')).toHaveCount(STATUS_COMPONENTS.length);
  // In the app, times are in the reader's zone.
  await expect(page.getByTestId('status-times-note')).toContainText('your time zone');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/status shows every component with its state, times in UTC, the feed', async ({ page }) => {
    await page.goto(`${server.url}/status`);
    for (const c of STATUS_COMPONENTS) await expect(page.locator(`[data-component="${c}"]`)).toHaveAttribute('data-state', 'operational');
    await expect(page.getByTestId('status-overall')).toContainText('All systems are working.');
    await expect(page.getByTestId('status-times-note')).toHaveText('Times are in UTC.');
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/status/feed.xml');
    await expect(page.getByTestId('status-feed-link')).toHaveAttribute('href', '/status/feed.xml');
  });
});
