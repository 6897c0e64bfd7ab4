/**
 * The product videos (issue 36 part 5, spec section 2 "A video modal for
 * embedded videos"): the "Watch the video" control of a product page opens
 * the embedded player in the modal stack, by mouse and keyboard; the CSP
 * frames the embed host only on the pages with a video; offline and without
 * JavaScript the control is a plain link to the watch page. The video hosts
 * are stand-ins (support/video-stand-in.ts): nothing here needs the internet.
 */
import { buildPath } from '../../src/config/paths';
import { PRODUCT_VIDEOS, VIDEO_EMBED_ORIGIN, videoEmbedUrl, videoWatchUrl } from '../../src/config/product-videos';
import en from '../../src/locales/en.json' with { type: 'json' };
import { expect, test } from './support/test';
import { standInVideoHosts } from './support/video-stand-in';

const PAGE = buildPath('dockerMiner');
const VIDEO = PRODUCT_VIDEOS.dockerMiner!;
const TITLE = en[VIDEO.titleId as keyof typeof en];
const EMBED = videoEmbedUrl(VIDEO);
const WATCH = videoWatchUrl(VIDEO);

function frameSrc(policy: string | undefined): string | undefined {
  return policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-src'));
}

test('the policy frames the embed host on the pages with a video and on no other page', async ({ request }) => {
  for (const path of [PAGE, buildPath('miner'), buildPath('nhosMining')]) {
    const response = await request.get(path);
    expect(frameSrc(response.headers()['content-security-policy']), path).toBe(`frame-src 'self' ${VIDEO_EMBED_ORIGIN}`);
  }
  for (const path of ['/', buildPath('pricing'), buildPath('easymining'), buildPath('blog'), '/no-such-page']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBeTruthy();
    expect(frameSrc(response.headers()['content-security-policy']), path).toBeUndefined();
  }
});

test('nothing of the video loads with the page; a click opens it, Escape closes it and focus returns', async ({ page }) => {
  const asked = await standInVideoHosts(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /Video(Control|Modal)/.test(url))).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  const control = page.getByTestId('video-control');
  await expect(control).toHaveAttribute('href', WATCH);
  await control.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', EMBED);
  await expect(frame).toHaveAttribute('title', TITLE);
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(frame.contentFrame().getByText('Video player stand-in')).toBeVisible();
  expect(asked).toEqual([EMBED]);
  // A page of islands: the page behind the dialog is inert, as under the whole app.
  await expect(page.locator('#root > .layout')).toHaveAttribute('inert', '');
  // Only the island's own chunks came with the press.
  expect(scripts.filter((url) => /Video(Control|Modal)/.test(url)).length).toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('#root > .layout')).not.toHaveAttribute('inert');
  await expect(control).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(PAGE);
});

test('opens from the keyboard, keeps focus in the dialog, and gives it back on Escape', async ({ page }) => {
  await standInVideoHosts(page);
  await page.goto(PAGE);
  const control = page.getByTestId('video-control');
  await control.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(control).toBeFocused();
  await expect(control).toHaveAttribute('role', 'button');
  await expect(control).toHaveAttribute('aria-haspopup', 'dialog');
});

test.describe('offline', () => {
  test.use({ allowedProblem: /ERR_INTERNET_DISCONNECTED/ });

  test('the control stays a plain link to the watch page and says the video needs a connection', async ({ page, context }) => {
    await page.goto(PAGE);
    const control = page.getByTestId('video-control');
    await control.hover();
    await expect(page.locator('hv-island[data-island="videoControl"][data-hydrated]')).toHaveCount(1);
    await context.setOffline(true);
    await expect(page.getByRole('note')).toHaveText(en['products.video.offline']);
    await expect(control).toHaveAttribute('href', WATCH);
    await expect(control).not.toHaveAttribute('role', 'button');
    // A press is the link's own: nothing stops it, no dialog opens, nothing is framed.
    const prevented = await control.evaluate(
      (link) =>
        new Promise<boolean>((resolve) => {
          window.addEventListener(
            'click',
            (event) => {
              resolve(event.defaultPrevented);
              event.preventDefault();
            },
            { once: true },
          );
          (link as HTMLElement).click();
        }),
    );
    expect(prevented).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await context.setOffline(false);
  });
});

test('without JavaScript the control is a plain link that opens the watch page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await standInVideoHosts(context);
  const page = await context.newPage();
  await page.goto(PAGE);
  const control = page.getByRole('link', { name: 'Watch the video (2:14)' });
  await expect(control).toHaveAttribute('href', WATCH);
  await control.click();
  await expect(page).toHaveURL(WATCH);
  await expect(page.getByText('Watch page stand-in')).toBeVisible();
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the control and the player fit the screen', async ({ page }) => {
    await standInVideoHosts(page);
    await page.goto(PAGE);
    const control = page.getByTestId('video-control');
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await control.click();
    const frame = page.getByRole('dialog', { name: TITLE }).locator('iframe');
    await expect(frame).toBeVisible();
    const player = (await frame.boundingBox())!;
    expect(player.x).toBeGreaterThanOrEqual(0);
    expect(player.x + player.width).toBeLessThanOrEqual(390);
    expect(player.height).toBeGreaterThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('drawn by the worker from its shell', () => {
  // The shell is index.html, whose policy has no frame-src: the browser refuses the frame and says so.
  test.use({ allowedProblem: /Refused to frame|youtube-nocookie/ });

  test('the modal offers the watch page instead of a player the policy refuses', async ({ page }) => {
    await standInVideoHosts(page);
    await page.goto(PAGE);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await page.reload();
    await page.getByTestId('video-control').click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByRole('link', { name: 'Watch on youtube.com' })).toHaveAttribute('href', WATCH);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(dialog).toContainText(en['shell.video.blocked']);
  });
});
