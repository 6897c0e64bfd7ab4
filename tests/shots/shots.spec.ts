/**
 * `npm run shots`: a full-page screenshot of every route of the route table
 * (with its samples), opened directly, at a phone's and a laptop's width, in
 * English and (SHOTS_LANGS, default "en,de,zh") other languages, written to
 * shots/<width>/<lang>/<route>.png for a person to look at, and the stratum
 * doctor once more with a log read (stratumDoctor-findings.png), and the
 * status page once more with an incident and upcoming maintenance, from a
 * server of its own (status-incident.png, English only), and the Docker miner
 * page with its video open (dockerMiner-video.png; the player is a local
 * stand-in, so the run needs no internet). SHOTS_ROUTES
 * (comma-separated route names) narrows the run. Both themes (SHOTS_THEMES,
 * default "light,dark": the browser's colour scheme, no stored choice); the
 * dark pictures go to shots-dark/ beside shots/ (SHOTS_DIR names the first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildPath, ROUTES } from '../../src/config/paths';
import { COOKIE_CONSENT_COOKIE } from '../../src/lib/storage';
import { FIXTURES } from '../../src/features/stratum-doctor/fixtures';
import { OWN_SERVER_START_TIMEOUT_MS, startOwnServer, type OwnServer } from '../e2e/store-support/own-server';
import { standInVideoHosts } from '../e2e/support/video-stand-in';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const LANGS = (process.env.SHOTS_LANGS ?? 'en,de,zh').split(',').filter(Boolean);
const ONLY = process.env.SHOTS_ROUTES?.split(',').filter(Boolean);
const THEMES = (process.env.SHOTS_THEMES ?? 'light,dark').split(',').filter((theme): theme is 'light' | 'dark' => theme === 'light' || theme === 'dark');
const LIGHT_OUT = path.resolve(process.env.SHOTS_DIR ?? 'shots');
const outFor = (theme: 'light' | 'dark'): string => (theme === 'light' ? LIGHT_OUT : `${LIGHT_OUT}-dark`);

test.use({ serviceWorkers: 'block' });

/**
 * Parts laid out only near the screen (`content-visibility: auto`: the footer,
 * the home page's lower sections) are skipped when off it, and a whole-page
 * picture would show them blank: here they are drawn like the rest (through
 * the CSSOM, which the CSP allows).
 */
async function drawSkippedParts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/** Scrolls down a screen at a time and back: what draws only near the screen (charts) is drawn in the picture too. */
async function scrollThrough(page: Page): Promise<void> {
  const { total, step } = await page.evaluate(() => ({ total: document.documentElement.scrollHeight, step: window.innerHeight }));
  for (let y = 0; y < total; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

for (const theme of THEMES) {
  const OUT = outFor(theme);
  for (const { width, height } of WIDTHS) {
    for (const lang of LANGS) {
      test.describe(`${theme}, ${width} px, ${lang}`, () => {
        test.use({ viewport: { width, height }, colorScheme: theme });
        for (const route of ROUTES) {
          if (ONLY && !ONLY.includes(route.name)) continue;
          for (const [i, sample] of (route.samples ?? [{}]).entries()) {
            const url = buildPath(route.name, sample);
            test(`${url}`, async ({ page, baseURL }) => {
              // The cookie notice is its own subject (the shell's tests); here it would cover the page.
              if (process.env.SHOTS_COOKIE_NOTICE !== '1') await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
              await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
              await page.locator('main#main-content').waitFor();
              await page.waitForLoadState('networkidle');
              await scrollThrough(page);
              await drawSkippedParts(page);
              const file = path.join(OUT, String(width), lang, `${route.name}${i ? `-${i}` : ''}.png`);
              fs.mkdirSync(path.dirname(file), { recursive: true });
              await page.screenshot({ path: file, fullPage: true });
            });
          }
        }
        if (!ONLY || ONLY.includes('stratumDoctor')) {
          test('/stratum-generator/doctor with findings', async ({ page, baseURL }) => {
            await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
            await page.goto(`/stratum-generator/doctor?lang=${lang}`);
            await page.locator('main#main-content').waitFor();
            // Typed into before hydration, the text would be kept but the button not yet handled.
            await expect(page.locator('#root[data-rendered="server"]')).toHaveCount(0);
            const trex = FIXTURES.trex!;
            await page.getByTestId('doctor-input').fill(`${trex.banner}\n${trex.lines['port-blocked']}\n${trex.lines['worker-name-invalid']}`);
            await page.getByTestId('doctor-check').click();
            await page.getByTestId('doctor-finding').first().waitFor();
            const file = path.join(OUT, String(width), lang, 'stratumDoctor-findings.png');
            fs.mkdirSync(path.dirname(file), { recursive: true });
            await page.screenshot({ path: file, fullPage: true });
          });
        }
        if (!ONLY || ONLY.includes('dockerMiner')) {
          test('/docker-miner with its video open', async ({ page, baseURL }) => {
            await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: baseURL! }]);
            await standInVideoHosts(page);
            await page.goto(`/docker-miner?lang=${lang}`);
            await page.getByTestId('video-control').click();
            await page.getByRole('dialog').locator('iframe').waitFor();
            const file = path.join(OUT, String(width), lang, 'dockerMiner-video.png');
            fs.mkdirSync(path.dirname(file), { recursive: true });
            // The modal is fixed to the screen: a picture of the screen, not the page.
            await page.screenshot({ path: file });
          });
        }
      });
    }
  }
}

for (const theme of THEMES) {
  if (!ONLY || ONLY.includes('status')) {
    test.describe(`/status with an incident and maintenance, ${theme}`, () => {
      const OUT = outFor(theme);
      test.use({ colorScheme: theme });
      let server: OwnServer;
      test.beforeAll(async () => {
        test.setTimeout(OWN_SERVER_START_TIMEOUT_MS);
        server = await startOwnServer();
        const incident = await server.admin<{ id: number }>(
          'status',
          'incident',
          'open',
          '--title',
          'Charts update late',
          '--components',
          'statistics:partial_outage',
          '--message',
          'The hash-rate charts lag by up to ten minutes. We are looking into it.',
        );
        await server.admin(
          'status',
          'incident',
          'update',
          String(incident.id),
          '--state',
          'identified',
          '--message',
          'A slow database query; a fix is being deployed.',
        );
        const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 11);
        await server.admin(
          'status',
          'maintenance',
          'schedule',
          '--title',
          'Wallet node upgrade',
          '--components',
          'wallet',
          '--start',
          `${tomorrow}09:00Z`,
          '--duration',
          '45-90',
          '--message',
          'Deposits are credited once it ends.',
        );
      });
      test.afterAll(async () => server?.stop());

      for (const { width, height } of WIDTHS) {
        test(`${width} px`, async ({ page }) => {
          await page.setViewportSize({ width, height });
          await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: '1', url: server.url }]);
          await page.goto(`${server.url}/status?lang=en`);
          await page.locator('#root[data-rendered="hydrated"]').waitFor();
          await drawSkippedParts(page);
          const file = path.join(OUT, String(width), 'en', 'status-incident.png');
          fs.mkdirSync(path.dirname(file), { recursive: true });
          await page.screenshot({ path: file, fullPage: true });
        });
      }
    });
  }
}
