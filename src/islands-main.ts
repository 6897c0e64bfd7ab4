/**
 * The script of a public page rendered as islands (docs/rendering.md,
 * "Islands"). The page is the server's HTML; this hydrates only its islands,
 * each when due (src/islands/runtime.ts), and does what the app would do
 * for the page without drawing it: remember the visit, register the service
 * worker, keep the page's data for offline reading, check the system flags.
 *
 * The whole app takes the page instead (src/main.tsx) where a page needs it:
 * a signed-in visitor (the header, the menus and some pages differ), a
 * system under maintenance or unavailable (the banner, the offline page), or
 * a page not rendered as islands. Choosing another language loads the page
 * in that language.
 */
import './lib/capture-early-errors';
import { subscribe } from 'valtio/vanilla';
import { ROOT_RENDERED_ATTRIBUTE } from './config/page-data';
import { hasSessionCookie } from './features/session/credentials';
import { takeEarlyEvents } from './lib/early-events';
import { readPageData } from './lib/read-page-data';
import { startIslands } from './islands/runtime';
import type { IslandContext } from './islands/island-root';

const ISLANDS_RENDERED = 'islands';

function runWholeApp(): void {
  void import('./main');
}

async function islandContext(): Promise<IslandContext> {
  const [{ AVAILABLE_LOCALES, defaultMessages, isLocaleLoaded, loadMessages }, { applyLocale, restoreCurrency }, { restoreCookieConsent }, { documentCookies }] = await Promise.all([
    import('./lib/intl'),
    import('./features/preferences/state'),
    import('./features/preferences/cookie-consent'),
    import('./lib/storage'),
  ]);
  const lang = document.documentElement.lang;
  const locale = AVAILABLE_LOCALES.includes(lang) ? lang : 'en';
  const messages = isLocaleLoaded(locale) ? defaultMessages : await loadMessages(locale);
  applyLocale(locale, messages);
  restoreCookieConsent(documentCookies());
  restoreCurrency(documentCookies());
  return { locale, messages, pageData: { data: readPageData(document) } };
}

function boot(): void {
  const root = document.getElementById('root');
  if (!root || root.getAttribute(ROOT_RENDERED_ATTRIBUTE) !== 'server' || hasSessionCookie()) return runWholeApp();
  let context: Promise<IslandContext> | undefined;
  const islands = startIslands(document, () => (context ??= islandContext()), takeEarlyEvents());
  root.setAttribute(ROOT_RENDERED_ATTRIBUTE, ISLANDS_RENDERED);

  const whenIdle = (run: () => void): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 500);
  };
  whenIdle(() => void afterLoad(root, islands.restore));
}

/** The app's work for the page, once the browser is idle: none of it draws anything. */
async function afterLoad(root: HTMLElement, restoreIslands: () => Promise<void>): Promise<void> {
  const [{ recordVisit }, visited, { registerServiceWorker }, { warmOfflineCopies }, system, { loadFlags }, preferences] = await Promise.all([
    import('./app/route-rules/last-visit'),
    import('./features/offline/visited-pages'),
    import('./lib/pwa'),
    import('./islands/warm-offline'),
    import('./features/system/state'),
    import('./features/system/actions'),
    import('./features/preferences/state'),
  ]);
  const path = window.location.pathname;
  recordVisit(path);
  void visited.recordVisit(path, document.title || null);
  const pageLocale = document.documentElement.lang;
  warmOfflineCopies(readPageData(document), pageLocale);
  void registerServiceWorker();

  let handedOver = false;
  const handOver = async (): Promise<void> => {
    if (handedOver) return;
    handedOver = true;
    await restoreIslands();
    root.setAttribute(ROOT_RENDERED_ATTRIBUTE, 'server');
    runWholeApp();
  };
  const check = (): void => {
    const { maintenance, unavailable, rateLimited } = system.systemState;
    if (maintenance || unavailable || rateLimited) void handOver();
  };
  subscribe(system.systemState, check);
  // Another language chosen in the footer: the page in that language (the choice is in the cookie and the URL).
  subscribe(preferences.preferencesState, () => {
    const { locale, switchingLocale } = preferences.preferencesState;
    if (!switchingLocale && locale !== pageLocale && !handedOver) window.location.reload();
  });
  await loadFlags().catch(() => undefined);
  check();
}

boot();
