/**
 * The websocket reference (docs/developer-portal.md, "The websocket
 * reference"): without JavaScript the page lists every channel of the served
 * AsyncAPI document with its messages; with JavaScript its "try it" connects
 * to the real server and shows what it pushes, and says when the socket is
 * closed.
 */
import { API } from '../../src/config/api-contract';
import { buildPath } from '../../src/config/paths';
import { expect, test } from './support/test';

interface AsyncApi {
  channels: Record<string, { address: string }>;
}

test('without JavaScript the page lists every channel of the document, with what a client sends and receives', async ({ browser, baseURL, request }) => {
  const doc = (await (await request.get(`/${API.asyncApi.path}`)).json()) as AsyncApi;
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(buildPath('apiWebsocket'));
  const channels = page.locator('main [data-channel]');
  expect(await channels.evaluateAll((els) => els.map((el) => el.getAttribute('data-channel')))).toEqual(Object.keys(doc.channels));
  for (const [name, channel] of Object.entries(doc.channels)) {
    const section = page.locator(`main [data-channel="${name}"]`);
    await expect(section.getByTestId('ws-address')).toHaveText(channel.address);
    expect(await section.locator('[data-message]').count(), name).toBeGreaterThanOrEqual(2);
  }
  // The contract's `code` spans are shown as code, not as backticks.
  await expect(page.locator('main [data-channel] p code', { hasText: 't.u' }).first()).toBeVisible();
  expect(await page.locator('main').evaluate(textOutsideCode)).not.toContain('`');
  await expect(page.getByTestId('ws-status')).toHaveAttribute('data-status', 'idle');
  await context.close();
});

test('the try-it subscribes to a channel and shows the server’s messages, newest first, until it disconnects', async ({ page }) => {
  await page.goto(buildPath('apiWebsocket'));
  const tryIt = page.getByTestId('ws-try');
  // The island hydrates on first use: focus it, and wait for it before choosing.
  await tryIt.locator('select').first().focus();
  await expect(page.locator('hv-island[data-island="websocketTryIt"][data-hydrated]')).toHaveCount(1);
  await tryIt.locator('select').first().selectOption('exchangeStream');
  await tryIt.locator('select').nth(1).selectOption('{"m":"subscribe.orderbook"}');
  await tryIt.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByTestId('ws-status')).toHaveAttribute('data-status', 'open', { timeout: 5_000 });
  const received = page.getByTestId('ws-received').locator('li');
  await expect(received.first()).toContainText('"m":"ob.', { timeout: 5_000 });
  await expect(received.first().locator('time')).toHaveText(/\d/);

  await tryIt.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('ws-status')).toHaveAttribute('data-status', 'closed');
  await expect(page.getByTestId('ws-status')).toContainText('1000');
});

test('the try-it hydrates when its field had the focus before the islands script ran', async ({ page }) => {
  // As on a loaded machine: the page is up and its field focused while the islands script is still on its way.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/islands-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(buildPath('apiWebsocket'), { waitUntil: 'domcontentloaded' });
  await page.getByTestId('ws-try').locator('input').first().focus();
  release();
  await expect(page.locator('hv-island[data-island="websocketTryIt"][data-hydrated]')).toHaveCount(1);
});

test.describe('a market the server refuses', () => {
  // The browser reports the refused handshake on the console.
  test.use({ allowedProblem: /NOT-A-MARKET|WebSocket/ });

  test('ends in a clear closed or failed state', async ({ page }) => {
    await page.goto(buildPath('apiWebsocket'));
    const tryIt = page.getByTestId('ws-try');
    await tryIt.locator('input').first().focus();
    await expect(page.locator('hv-island[data-island="websocketTryIt"][data-hydrated]')).toHaveCount(1);
    await tryIt.locator('input').first().fill('NOT-A-MARKET');
    await tryIt.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page.getByTestId('ws-status')).toHaveAttribute('data-status', /^(closed|failed)$/, { timeout: 5_000 });
  });
});

/** The element's text without its code and preformatted blocks. */
function textOutsideCode(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const code of copy.querySelectorAll('code, pre')) code.remove();
  return copy.textContent ?? '';
}
