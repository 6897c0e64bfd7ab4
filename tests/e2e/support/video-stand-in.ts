/**
 * The video hosts, answered locally (page.route) so the video tests and the
 * screenshots need no internet: a stand-in for the embedded player and for
 * the watch page the plain link opens.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { VIDEO_EMBED_ORIGIN, VIDEO_WATCH_ORIGIN } from '../../../src/config/product-videos';

const PLAYER =
  '<!doctype html><title>Player</title><body style="margin:0;height:100vh;display:grid;place-items:center;background:#111;color:#eee;font:16px sans-serif"><p>Video player stand-in</p></body>';
const WATCH_PAGE = '<!doctype html><title>Watch</title><p>Watch page stand-in</p>';

/** Routes both hosts; returns the player URLs the page asked for. */
export async function standInVideoHosts(target: Page | BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await target.route(`${VIDEO_EMBED_ORIGIN}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: PLAYER });
  });
  await target.route(`${VIDEO_WATCH_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: WATCH_PAGE }));
  return asked;
}
