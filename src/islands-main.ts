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
import { API, routePattern } from './config/api-contract';
import { SYSTEM_UNAVAILABLE_HEADER } from './config/api-headers';
import { loginTokenFromHash } from './config/login-link';
import { ROOT_RENDERED_ATTRIBUTE } from './config/page-data';
import { resolveRedirect } from './app/redirects';
import { hasSessionCookie } from './features/session/credentials';
import { takeEarlyEvents } from './lib/early-events';
import { readPageData } from './lib/read-page-data';
import { startIslands } from './islands/runtime';
import { ARTICLE_SCROLLABLES, makeScrollablesFocusable } from './features/content/scrollables';
import type { IslandContext } from './islands/island-root';
import type { StatusIncident } from './config/api/status';
import type { StatusComponent } from './config/status-components';
import { incidentsFor } from './features/incident-banner/incidents-for';
import { catchInstallPrompt } from './features/install/prompt-event';

const ISLANDS_RENDERED = 'islands';
/** Flags that need the whole app: its banner, or its offline page (spec section 4). */
const HANDED_OVER_FLAGS = ['IS_MAINTENANCE', 'SYSTEM_UNAVAILABLE'];

function runWholeApp(): void {
  void import('./main');
}

/** The language, catalogue, page data and stored choices the islands render with; the first island to hydrate asks. */
async function islandContext(): Promise<IslandContext> {
  const [{ AVAILABLE_LOCALES, defaultMessages, isLocaleLoaded, loadMessages }, preferences, { restoreCookieConsent }, { documentCookies }, { subscribe }] =
    await Promise.all([
      import('./lib/intl'),
      import('./features/preferences/state'),
      import('./features/preferences/cookie-consent'),
      import('./lib/storage'),
      import('valtio/vanilla'),
    ]);
  const lang = document.documentElement.lang;
  const locale = AVAILABLE_LOCALES.includes(lang) ? lang : 'en';
  const messages = isLocaleLoaded(locale) ? defaultMessages : await loadMessages(locale);
  preferences.applyLocale(locale, messages);
  restoreCookieConsent(documentCookies());
  preferences.restoreCurrency(documentCookies());
  // Another language chosen in the footer: the page in that language (the choice is in the cookie and the URL).
  subscribe(preferences.preferencesState, () => {
    const { locale: chosen, switchingLocale } = preferences.preferencesState;
    if (!switchingLocale && chosen !== locale) window.location.reload();
  });
  return { locale, messages, pageData: { data: readPageData(document) } };
}

/**
 * Whether the system flags let the page stay islands: a clean answer with
 * neither maintenance nor unavailability. Anything else (an error answer, a
 * rate limit, a flag) is the whole app's to show; no answer at all means this
 * device is offline, and the page it already has is the best it can read.
 */
async function flagsAllowIslands(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(routePattern(API.systemFlags), { headers: { Accept: 'application/json' } });
  } catch {
    return true;
  }
  if (!response.ok || response.headers.has(SYSTEM_UNAVAILABLE_HEADER)) return false;
  try {
    const { list } = (await response.json()) as { list: { flagName: string; flagValue: unknown }[] };
    return !list.some((flag) => HANDED_OVER_FLAGS.includes(flag.flagName) && flag.flagValue === true);
  } catch {
    return false;
  }
}

function boot(): void {
  // The browser may offer installation long before the footer's offer hydrates.
  catchInstallPrompt(window);
  const root = document.getElementById('root');
  // A signed-in visitor, or one following a login link, gets the whole app: it knows the user; so does an address the app redirects.
  if (
    !root ||
    root.getAttribute(ROOT_RENDERED_ATTRIBUTE) !== 'server' ||
    hasSessionCookie() ||
    loginTokenFromHash(window.location.hash) ||
    resolveRedirect(window.location)
  ) {
    return runWholeApp();
  }
  let context: Promise<IslandContext> | undefined;
  const islands = startIslands(document, () => (context ??= islandContext()), takeEarlyEvents());
  root.setAttribute(ROOT_RENDERED_ATTRIBUTE, ISLANDS_RENDERED);
  // What the article body does once drawn, for an article that is never React.
  makeScrollablesFocusable(document, ARTICLE_SCROLLABLES);

  let handedOver = false;
  /**
   * The whole app takes the page: it hydrates the server's markup, put back in
   * the islands' place, unless the islands have drawn live data since (`redraw`:
   * the store holds it now, so the app would not match the server's markup and
   * draws the page afresh instead).
   */
  const handOver = async ({ redraw = false } = {}): Promise<void> => {
    if (handedOver) return;
    handedOver = true;
    await islands.restore();
    if (!redraw) root.setAttribute(ROOT_RENDERED_ATTRIBUTE, 'server');
    runWholeApp();
  };
  const whenIdle = (run: () => void): void => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 500);
  };
  whenIdle(() => {
    void afterLoad(() => handOver({ redraw: true }));
    void flagsAllowIslands().then((allowed) => {
      if (!allowed) return handOver();
      void showIncidentBanner(islands.hydrate);
      return showBanners(islands.hydrate);
    });
  });
}

/**
 * The announcements above the page: asked for with one plain request, and
 * only when there are some does their island come, with the store that keeps
 * which the visitor closed.
 */
async function showBanners(hydrate: (island: Element) => Promise<void>): Promise<void> {
  const island = document.querySelector('hv-island[data-island="bannerStrip"]');
  if (!island) return;
  try {
    const response = await fetch(routePattern(API.banners), { headers: { Accept: 'application/json' } });
    const { list } = (await response.json()) as { list: unknown[] };
    if (!response.ok || !Array.isArray(list) || list.length === 0) return;
  } catch {
    return;
  }
  const { refreshBanners } = await import('./features/banners/state');
  await refreshBanners();
  await hydrate(island);
}

/**
 * An open incident on what the page depends on: asked for with one plain
 * request (again when the page is shown again), and only when there is one
 * does the banner's island come; from then on it asks itself.
 */
async function showIncidentBanner(hydrate: (island: Element) => Promise<void>): Promise<void> {
  const island = document.querySelector('hv-island[data-island="incidentBanner"]');
  if (!island) return;
  const check = async (): Promise<boolean> => {
    try {
      const { components } = JSON.parse(island.getAttribute('data-props') ?? '{}') as { components?: StatusComponent[] };
      const response = await fetch(routePattern(API.statusSummary), { headers: { Accept: 'application/json' } });
      const { incidents } = (await response.json()) as { incidents?: StatusIncident[] };
      return response.ok && Array.isArray(incidents) && incidentsFor(incidents, components ?? []).length > 0;
    } catch {
      return false;
    }
  };
  if (await check()) return hydrate(island);
  const again = (): void => {
    if (document.visibilityState !== 'visible') return;
    void check().then((open) => {
      if (!open) return;
      document.removeEventListener('visibilitychange', again);
      void hydrate(island);
    });
  };
  document.addEventListener('visibilitychange', again);
}

/**
 * The app's work for the page, once the browser is idle: none of it draws
 * anything. Should a new version be waiting, the whole app takes the page
 * (`handOver`): its layout offers the update (docs/pwa.md).
 */
async function afterLoad(handOver: () => Promise<void>): Promise<void> {
  const [{ recordVisit }, visited, pwa, { warmOfflineCopies }, { startMonitor }, { APP_VERSION }] = await Promise.all([
    import('./app/route-rules/last-visit'),
    import('./features/offline/visited-pages'),
    import('./lib/pwa'),
    import('./islands/warm-offline'),
    import('./lib/monitor'),
    import('./lib/build-info'),
  ]);
  const path = window.location.pathname;
  recordVisit(path);
  startMonitor({ release: APP_VERSION, locale: document.documentElement.lang, onFirstError: true });
  void visited.recordVisit(path, document.title || null);
  warmOfflineCopies(readPageData(document), document.documentElement.lang);
  const stop = pwa.subscribeToUpdates(() => {
    if (!pwa.isUpdateWaiting()) return;
    stop();
    void handOver();
  });
  void pwa.registerServiceWorker();
}

boot();
