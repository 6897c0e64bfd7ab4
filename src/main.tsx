/**
 * Boot sequence (spec section 1), and nothing else:
 * 1. error capture (first import, so it sees errors from every later module;
 *    the SDK it hands events to loads after the first paint),
 * 2. plugins, 3. language: detect it, load its catalogue unless bundled, apply
 * it (the preferences state and <html lang>), 4. mount into #root, then start
 * the store (startup calls, login token exchange). The
 * visitor's stored choices (cookie consent, currency) are restored before
 * mount so nothing flashes.
 */
import './lib/capture-early-errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { registerPlugins } from './app/plugins';
import { App } from './app/App';
import { startApp } from './app/startup';
import { installDebugHandle } from './app/debug-handle';
import { restoreCookieConsent } from './features/preferences/cookie-consent';
import { applyLocale, restoreCurrency } from './features/preferences/state';
import { defaultMessages, detectLocale, isLocaleLoaded, loadMessages } from './lib/intl';
import { documentCookies } from './lib/storage';
import { reportComponentError, startMonitor } from './lib/monitor';
import { APP_VERSION } from './lib/build-info';

async function boot(): Promise<void> {
  registerPlugins();

  const locale = detectLocale({
    search: window.location.search,
    cookie: documentCookies(),
    browserLanguage: navigator.language,
  });
  const messages = isLocaleLoaded(locale) ? defaultMessages : await loadMessages(locale);
  applyLocale(locale, messages);
  restoreCookieConsent(documentCookies());
  restoreCurrency(documentCookies());
  installDebugHandle();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // React 19's root callbacks: every error React sees reaches the monitor with its component chain.
  createRoot(root, {
    onUncaughtError: (error, info) => reportComponentError(error, info.componentStack, 'uncaught'),
    onCaughtError: (error, info) => reportComponentError(error, info.componentStack, 'caught'),
    onRecoverableError: (error, info) => reportComponentError(error, info.componentStack, 'recovered'),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The store's startup calls (flags, profile, algorithms, currencies, exchange, rates).
  void startApp({ messages });
  // The Sentry SDK comes after the first paint, off the critical path.
  startMonitor({ release: APP_VERSION, locale });
}

void boot();
