/**
 * Live exchange prices (issue 36, spec 4): the BTC price on the home page is
 * pushed by the exchange stream, so it changes within 5 s of a new price on
 * the socket, without a page's polling. The test reads the real pushes the
 * server sends to the page (no fake socket) and waits for the page to show
 * each new one.
 */
import type { WebSocket } from '@playwright/test';
import { expect, test } from './support/test';

const usd = (price: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);

test('the BTC price on the home page shows each price the exchange stream pushes, within 5 s', async ({ page }) => {
  test.setTimeout(90_000);
  const pushed: number[] = [];
  const stream = new Promise<WebSocket>((resolve) =>
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/exchange/api/v2/ws/BTCUSDT')) return;
      socket.on('framereceived', ({ payload }) => {
        const msg = JSON.parse(String(payload)) as { m: string; p?: number };
        if (msg.m === 's.u' && msg.p !== undefined) pushed.push(msg.p);
      });
      resolve(socket);
    }),
  );
  await page.goto('/');
  await page.getByTestId('live-market').scrollIntoViewIfNeeded();
  await stream;
  const shown = page.getByTestId('btc-price-value');
  // The first push comes at once on subscribing; then one each time the price moves.
  await expect.poll(() => pushed.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(shown).toHaveText(usd(pushed.at(-1)!), { timeout: 5_000 });
  // The next move is on screen within 5 s of its push (the page's own polling is a minute apart; prices that round to the same cents look alike).
  const before = usd(pushed.at(-1)!);
  await expect.poll(() => usd(pushed.at(-1)!) !== before, { timeout: 60_000 }).toBe(true);
  await expect(shown).toHaveText(usd(pushed.at(-1)!), { timeout: 5_000 });
});
