/**
 * Boot sequence (spec section 1), and nothing else:
 * 1. error capture (first import, so it sees errors from every later module),
 * 2. plugins, 3. language: detect it, load its catalogue unless bundled, set
 * <html lang>, 4. mount into #root.
 */
import './lib/capture-early-errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { registerPlugins } from './app/plugins';
import { App } from './app/App';
import { defaultMessages, detectLocale, isLocaleLoaded, loadMessages } from './lib/intl';

async function boot(): Promise<void> {
  registerPlugins();

  const locale = detectLocale({
    search: window.location.search,
    cookie: document.cookie,
    browserLanguage: navigator.language,
  });
  const messages = isLocaleLoaded(locale) ? defaultMessages : await loadMessages(locale);
  document.documentElement.lang = locale;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>,
  );
}

void boot();
