/**
 * Boot sequence (spec section 1), and nothing else:
 * 1. error capture (first import, so it sees errors from every later module;
 *    the SDK it hands events to loads after the first paint),
 * 2. plugins, 3. language: detect it, load its catalogue unless bundled, apply
 * it (the preferences state and <html lang>), 4. mount into #root, then start
 * the store (startup calls, login token exchange). A page the server rendered
 * (docs/rendering.md) is hydrated: in the language it was rendered in, with
 * the data it was rendered with, once its page module is in; any other
 * (the service worker's shell, a page asked for with a query) is rendered
 * here. The visitor's stored choices (cookie consent, currency) are restored
 * before mount, or on a hydrated page right after hydration and before paint,
 * so nothing flashes. On a served page this module is added after the first
 * paint (public/before-app.js, which also holds what the visitor pressed
 * meanwhile; replayed after hydration).
 */
import './lib/capture-early-errors';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import './styles/index.css';
import { registerPlugins } from './app/plugins';
import { App } from './app/App';
import { pageOf } from './app/routes';
import { startApp } from './app/startup';
import { installDebugHandle } from './app/debug-handle';
import { restoreCookieConsent } from './features/preferences/cookie-consent';
import { applyLocale, restoreCurrency } from './features/preferences/state';
import { AVAILABLE_LOCALES, defaultMessages, detectLocale, isLocaleLoaded, loadMessages } from './lib/intl';
import { readPageData } from './lib/page-data';
import { replayEarlyEvents, takeEarlyEvents } from './lib/early-events';
import { ROOT_RENDERED_ATTRIBUTE } from './config/page-data';
import { documentCookies } from './lib/storage';
import { reportComponentError, startMonitor } from './lib/monitor';
import { APP_VERSION } from './lib/build-info';

/** How long a hydrated page may take to hydrate before the store starts regardless (src/app/page-hydrated.tsx). */
const HYDRATION_WAIT_MS = 5000;

async function boot(): Promise<void> {
  registerPlugins();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const served = root.getAttribute(ROOT_RENDERED_ATTRIBUTE) === 'server';
  const servedLocale = document.documentElement.lang;
  const locale =
    served && AVAILABLE_LOCALES.includes(servedLocale)
      ? servedLocale
      : detectLocale({
          search: window.location.search,
          cookie: documentCookies(),
          browserLanguage: navigator.language,
        });
  const messages = isLocaleLoaded(locale) ? defaultMessages : await loadMessages(locale);
  applyLocale(locale, messages);
  const restoreChoices = (): void => {
    restoreCookieConsent(documentCookies());
    restoreCurrency(documentCookies());
  };
  // The store's startup calls (flags, profile, algorithms, currencies, exchange, rates): they fill
  // state the page renders, so a hydrated page starts them once hydration has matched the server's markup.
  const startStore = (): void => void startApp({ messages });
  installDebugHandle();

  // React 19's root callbacks: every error React sees reaches the monitor with its component chain.
  const options: RootOptions = {
    onUncaughtError: (error, info) => reportComponentError(error, info.componentStack, 'uncaught'),
    onCaughtError: (error, info) => reportComponentError(error, info.componentStack, 'caught'),
    onRecoverableError: (error, info) => reportComponentError(error, info.componentStack, 'recovered'),
  };
  const app = (onMounted?: () => void) => (
    <StrictMode>
      <App pageData={readPageData(document)} {...(onMounted ? { onMounted } : {})} />
    </StrictMode>
  );
  if (served) {
    // The page module is preloaded with the app's scripts, so this is rarely a wait; a failed fetch is the page boundary's to show.
    await pageOf(window.location.pathname)
      .preload()
      .catch(() => undefined);
    // Fields changed, buttons pressed and forms sent while the page was markup only (public/before-app.js):
    // React's listeners take over from here, and these replay as hydration completes, before anything re-renders.
    const early = takeEarlyEvents();
    let started = false;
    const afterHydration = (): void => {
      if (started) return; // StrictMode runs a development build's effects twice
      started = true;
      root.setAttribute(ROOT_RENDERED_ATTRIBUTE, 'hydrated');
      if (early.length > 0) void replayEarlyEvents(early);
      restoreChoices();
      // A task of its own: hydration's commit and effects are long enough already.
      setTimeout(startStore, 0);
    };
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page; a press meanwhile makes React hydrate what was pressed at once.
    startTransition(() => {
      hydrateRoot(root, app(afterHydration), options);
    });
    // A page that never reaches its marker (a page error shown instead) must not leave the store unstarted.
    setTimeout(afterHydration, HYDRATION_WAIT_MS);
  } else {
    takeEarlyEvents(); // nothing to hold on a page the app draws itself
    restoreChoices();
    createRoot(root, options).render(app());
    startStore();
  }
  // The Sentry SDK comes after the first paint, off the critical path.
  startMonitor({ release: APP_VERSION, locale });
}

void boot();
